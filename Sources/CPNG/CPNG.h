#include <png.h>

/* zlib checks an Adler-32 of every decompressed byte, a fifth of decoding a screenshot. The
 * chunks' CRC-32s, which libpng still checks, already catch damaged files, and libpng offers
 * PNG_IGNORE_ADLER32 to skip the second check, but only on a png_struct, which the simplified
 * API keeps private: it is the first member of the block `opaque` points to (pngpriv.h's
 * png_control, unchanged through libpng 1.6). Call between begin_read and finish_read; on
 * any other libpng, or without the option, this does nothing. */
static inline void lf_png_image_skip_adler32(png_imagep image) {
#if defined(PNG_IGNORE_ADLER32) && PNG_LIBPNG_VER >= 10600 && PNG_LIBPNG_VER < 10700
  if (image != NULL && image->opaque != NULL) {
    png_structp png_ptr = *(png_structp *)image->opaque;
    if (png_ptr != NULL) png_set_option(png_ptr, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
  }
#else
  (void)image;
#endif
}
