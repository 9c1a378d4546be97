#include <png.h>
#include <string.h>

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

/* Pixel x of an RGB row, read as four bytes (its own three and the next pixel's red), with its
 * fourth byte set to `alpha`, written as pixel x of an RGBA row over the same bytes. */
static inline void lf_png_spread_rgb_pixel(png_bytep data, png_size_t x, png_uint_32 alpha) {
  png_uint_32 v;
  memcpy(&v, data + 3 * x, 4);
  v |= alpha;
  memcpy(data + 4 * x, &v, 4);
}

/* Spreads one row of 8-bit RGB pixels to RGBA, alpha 255, in place (the row buffer holds the
 * wider row: see lf_png_image_spread_rgb). From the right, so no pixel's four bytes overwrite
 * the RGB bytes still to be read; each pixel but the last is one four-byte load whose fourth
 * byte, the next pixel's red, becomes the alpha. libpng's own filler moves a byte at a time
 * (11 instructions a pixel; this takes about 4.5). A 16-bit file's rows arrive here already
 * scaled to 8 bits; an interlaced file's come a pass at a time, each as wide as its pass. */
static void lf_png_spread_rgb_row(png_structp png_ptr, png_row_infop row, png_bytep data) {
  if (row == NULL || data == NULL || row->width == 0) return;
  if (row->channels != 3 || row->bit_depth != 8) png_error(png_ptr, "letterfun: not an RGB8 row");
  png_size_t last = (png_size_t)row->width - 1;
  png_byte r = data[3 * last], g = data[3 * last + 1], b = data[3 * last + 2];
  data[4 * last] = r;
  data[4 * last + 1] = g;
  data[4 * last + 2] = b;
  data[4 * last + 3] = 255;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  const png_uint_32 alpha = 0xFF000000u;
#else
  const png_uint_32 alpha = 0x000000FFu;
#endif
  png_size_t x = last;
  /* Four pixels a turn: the loop's own count and test cost as much as a pixel. */
  while (x >= 4) {
    x -= 4;
    lf_png_spread_rgb_pixel(data, x + 3, alpha);
    lf_png_spread_rgb_pixel(data, x + 2, alpha);
    lf_png_spread_rgb_pixel(data, x + 1, alpha);
    lf_png_spread_rgb_pixel(data, x, alpha);
  }
  while (x-- > 0) lf_png_spread_rgb_pixel(data, x, alpha);
}

/* Makes libpng hand over an 8-bit RGB image's rows as RGBA, alpha 255, each spread by
 * lf_png_spread_rgb_row as libpng finishes it, while it is in cache (a pass over the whole
 * image afterwards cost more time than the filler it replaced, though fewer instructions).
 * The image is then read with format PNG_FORMAT_RGB: libpng sizes its row buffer for the four
 * channels declared here and copies rows of that width out. Through the same png_struct as
 * lf_png_image_skip_adler32; returns 0 (and changes nothing) where that is unavailable. */
static inline int lf_png_image_spread_rgb(png_imagep image) {
#if defined(PNG_READ_USER_TRANSFORM_SUPPORTED) && defined(PNG_USER_TRANSFORM_PTR_SUPPORTED) && \
    PNG_LIBPNG_VER >= 10600 && PNG_LIBPNG_VER < 10700
  if (image != NULL && image->opaque != NULL) {
    png_structp png_ptr = *(png_structp *)image->opaque;
    if (png_ptr != NULL) {
      png_set_read_user_transform_fn(png_ptr, lf_png_spread_rgb_row);
      png_set_user_transform_info(png_ptr, NULL, 8, 4);
      return 1;
    }
  }
#endif
  (void)image;
  return 0;
}
