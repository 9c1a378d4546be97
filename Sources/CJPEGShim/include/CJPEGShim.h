#ifndef CJPEGSHIM_H
#define CJPEGSHIM_H
/* Placeholder until the decoder lands. */
int lf_jpeg_shim_version(void);
#endif
