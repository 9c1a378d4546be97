#ifndef CJPEGSHIM_H
#define CJPEGSHIM_H

/* The only hand-written C of letterfun. libjpeg reports errors by longjmp (or exit()), which
 * Swift cannot survive, so every libjpeg call happens here, after a setjmp of our own. No
 * libjpeg type appears in this header: Swift sees plain integers, bytes and a message. */

#include <stddef.h>

#define LF_JPEG_MESSAGE_MAX 200

typedef enum {
  LF_JPEG_OK = 0,
  LF_JPEG_CORRUPT = 1,     /* libjpeg error or warning; message says which */
  LF_JPEG_TRUNCATED = 2,   /* the data ends before the image does */
  LF_JPEG_TOO_LARGE = 3,   /* header dimensions exceed the caller's budget; width/height set */
  LF_JPEG_UNSUPPORTED = 4, /* e.g. CMYK; message says which */
  LF_JPEG_NO_MEMORY = 5,
  LF_JPEG_BAD_ARGUMENT = 6
} lf_jpeg_status;

typedef struct {
  /* RGBA8, rows top-down, width * height * 4 bytes, from malloc: release with lf_jpeg_free. */
  unsigned char *pixels;
  unsigned long width;
  unsigned long height;
  /* The EXIF orientation tag (1-8: how to turn the stored pixels for display), 0 if none. */
  int orientation;
  char message[LF_JPEG_MESSAGE_MAX];
} lf_jpeg_image;

/* Decodes a whole JPEG held in memory. Warnings count as errors, so a truncated file fails.
 * Refuses, before allocating pixels, images above max_pixels or with a side more than
 * max_aspect times the other. With min_short_side above 0, an image whose shorter side is at
 * least twice that is decoded at 1/2, 1/4 or 1/8 of its size (libjpeg's DCT scaling: the
 * smallest scale whose shorter side stays at least min_short_side); width and height are then
 * the scaled ones. On failure `pixels` is NULL and `message` explains. */
lf_jpeg_status lf_jpeg_decode(const unsigned char *data, size_t size, unsigned long max_pixels,
                              unsigned long max_aspect, unsigned long min_short_side,
                              lf_jpeg_image *out);

typedef struct {
  /* The JPEG file, from malloc: release with lf_jpeg_free. */
  unsigned char *bytes;
  unsigned long size;
  char message[LF_JPEG_MESSAGE_MAX];
} lf_jpeg_buffer;

/* Encodes RGBA8 pixels (alpha ignored) as a baseline JPEG at quality 1...100, with chroma
 * subsampled 2x2 (like phone cameras) unless full_chroma is non-zero. */
lf_jpeg_status lf_jpeg_encode(const unsigned char *rgba, unsigned long width,
                              unsigned long height, int quality, int full_chroma,
                              lf_jpeg_buffer *out);

void lf_jpeg_free(void *pointer);

#endif
