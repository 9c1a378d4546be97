#include "CJPEGShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>

/* Progressive files can hold any number of scans, each a full pass over the image; a hostile
 * file with thousands of tiny scans takes minutes. Real encoders write about ten. */
#define LF_MAX_SCANS 500

typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  int truncated;
  const char *custom; /* our own message, when the error is ours rather than libjpeg's */
} lf_error_mgr;

static void lf_error_exit(j_common_ptr cinfo) {
  lf_error_mgr *err = (lf_error_mgr *)cinfo->err;
  longjmp(err->jump, 1);
}

/* Warnings (level < 0) become errors: otherwise libjpeg pads a truncated file with grey and
 * calls it a success. Trace messages (level >= 0) are ignored. */
static void lf_emit_message(j_common_ptr cinfo, int level) {
  lf_error_mgr *err = (lf_error_mgr *)cinfo->err;
  if (level < 0) {
    if (cinfo->err->msg_code == JWRN_JPEG_EOF) err->truncated = 1;
    longjmp(err->jump, 1);
  }
}

static void lf_progress(j_common_ptr cinfo) {
  if (cinfo->is_decompressor &&
      ((j_decompress_ptr)cinfo)->input_scan_number > LF_MAX_SCANS) {
    lf_error_mgr *err = (lf_error_mgr *)cinfo->err;
    err->custom = "too many progressive scans";
    longjmp(err->jump, 1);
  }
}

static void lf_set_message(j_common_ptr cinfo, char *message) {
  lf_error_mgr *err = (lf_error_mgr *)cinfo->err;
  char text[JMSG_LENGTH_MAX];
  if (err->custom != NULL) {
    snprintf(message, LF_JPEG_MESSAGE_MAX, "%s", err->custom);
    return;
  }
  cinfo->err->format_message(cinfo, text);
  snprintf(message, LF_JPEG_MESSAGE_MAX, "%s", text);
}

/* The one error set-up of every libjpeg call sequence, compressing or decompressing: zeroes the
 * libjpeg object (size bytes at cinfo) and gives it our error manager. The caller then calls
 * setjmp(err->jump) itself, since the jump target must live in the frame that makes the libjpeg
 * calls, and on a jump calls lf_fail before freeing its own output. */
static void lf_attach_errors(j_common_ptr cinfo, size_t size, lf_error_mgr *err) {
  memset(cinfo, 0, size);
  jpeg_std_error(&err->base);
  err->base.error_exit = lf_error_exit;
  err->base.emit_message = lf_emit_message;
  err->truncated = 0;
  err->custom = NULL;
  cinfo->err = &err->base;
}

/* After a longjmp: the message into `message`, and the libjpeg object destroyed (jpeg_destroy
 * serves both directions). */
static void lf_fail(j_common_ptr cinfo, char *message) {
  lf_set_message(cinfo, message);
  jpeg_destroy(cinfo);
}

/* The orientation tag (0x0112) of IFD0 in an APP1 "Exif" segment, or 0. Every offset is
 * checked against the segment's length: the data comes from any file. */
static int lf_exif_orientation(const unsigned char *d, unsigned int n) {
  if (n < 6 + 8 || memcmp(d, "Exif\0\0", 6) != 0) return 0;
  const unsigned char *t = d + 6;
  unsigned long len = n - 6;
  int little;
  if (t[0] == 'I' && t[1] == 'I') {
    little = 1;
  } else if (t[0] == 'M' && t[1] == 'M') {
    little = 0;
  } else {
    return 0;
  }
#define LF_U16(p) (little ? (unsigned)((p)[0] | (p)[1] << 8) : (unsigned)((p)[0] << 8 | (p)[1]))
#define LF_U32(p)                                                                      \
  (little ? ((unsigned long)(p)[0] | (unsigned long)(p)[1] << 8 |                      \
             (unsigned long)(p)[2] << 16 | (unsigned long)(p)[3] << 24)                \
          : ((unsigned long)(p)[0] << 24 | (unsigned long)(p)[1] << 16 |               \
             (unsigned long)(p)[2] << 8 | (unsigned long)(p)[3]))
  int found = 0;
  if (LF_U16(t + 2) == 42) {
    unsigned long ifd = LF_U32(t + 4);
    if (ifd <= len - 2) {
      unsigned long count = LF_U16(t + ifd);
      for (unsigned long i = 0; i < count; i++) {
        unsigned long e = ifd + 2 + 12 * i;
        if (e + 12 > len) break;
        /* Type 3 is SHORT; the value sits in the entry's first two value bytes. */
        if (LF_U16(t + e) == 0x0112 && LF_U16(t + e + 2) == 3) {
          unsigned v = LF_U16(t + e + 8);
          if (v >= 1 && v <= 8) found = (int)v;
          break;
        }
      }
    }
  }
#undef LF_U16
#undef LF_U32
  return found;
}

lf_jpeg_status lf_jpeg_decode(const unsigned char *data, size_t size, unsigned long max_pixels,
                              unsigned long max_aspect, unsigned long min_short_side,
                              lf_jpeg_image *out) {
  struct jpeg_decompress_struct cinfo;
  struct jpeg_progress_mgr progress;
  lf_error_mgr err;

  memset(out, 0, sizeof *out);
  if (data == NULL || size == 0 || size > (size_t)0xFFFFFFFFUL) {
    snprintf(out->message, sizeof out->message, "no data");
    return LF_JPEG_BAD_ARGUMENT;
  }
  lf_attach_errors((j_common_ptr)&cinfo, sizeof cinfo, &err);
  if (setjmp(err.jump)) {
    lf_fail((j_common_ptr)&cinfo, out->message);
    /* out->pixels, not a local: locals changed after setjmp are indeterminate after longjmp. */
    free(out->pixels);
    out->pixels = NULL;
    return err.truncated ? LF_JPEG_TRUNCATED : LF_JPEG_CORRUPT;
  }
  jpeg_create_decompress(&cinfo);
  progress.progress_monitor = lf_progress;
  cinfo.progress = &progress;
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
  jpeg_read_header(&cinfo, TRUE);
  for (jpeg_saved_marker_ptr m = cinfo.marker_list; m != NULL; m = m->next) {
    if (m->marker == JPEG_APP0 + 1 && (out->orientation = lf_exif_orientation(
                                           m->data, m->data_length)) != 0)
      break;
  }

  out->width = cinfo.image_width;
  out->height = cinfo.image_height;
  unsigned long w = cinfo.image_width, h = cinfo.image_height;
  if (w == 0 || h == 0 || w > max_pixels / h || w > max_aspect * h || h > max_aspect * w) {
    jpeg_destroy_decompress(&cinfo);
    snprintf(out->message, sizeof out->message, "%lux%lu pixels", w, h);
    return LF_JPEG_TOO_LARGE;
  }
  if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
    jpeg_destroy_decompress(&cinfo);
    snprintf(out->message, sizeof out->message, "this is a CMYK JPEG");
    return LF_JPEG_UNSUPPORTED;
  }
  if (min_short_side > 0) {
    /* Fewer DCT coefficients per block and fewer pixels to convert: a camera-size or iPad
     * JPEG decodes in a fraction of the time, at a size the board still reads at. */
    unsigned long shorter = w < h ? w : h;
    unsigned int denom = 1;
    while (denom < 8 && shorter / (2UL * denom) >= min_short_side) denom *= 2;
    cinfo.scale_num = 1;
    cinfo.scale_denom = denom;
  }
  cinfo.out_color_space = JCS_EXT_RGBA;
  jpeg_start_decompress(&cinfo);
  w = cinfo.output_width;
  h = cinfo.output_height;
  out->width = w;
  out->height = h;

  size_t stride = (size_t)w * 4;
  out->pixels = malloc(stride * h);
  if (out->pixels == NULL) {
    jpeg_destroy_decompress(&cinfo);
    snprintf(out->message, sizeof out->message, "out of memory");
    return LF_JPEG_NO_MEMORY;
  }
  while (cinfo.output_scanline < cinfo.output_height) {
    JSAMPROW row = out->pixels + stride * cinfo.output_scanline;
    jpeg_read_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_decompress(&cinfo);
  jpeg_destroy_decompress(&cinfo);
  return LF_JPEG_OK;
}

lf_jpeg_status lf_jpeg_encode(const unsigned char *rgba, unsigned long width,
                              unsigned long height, int quality, int full_chroma,
                              lf_jpeg_buffer *out) {
  struct jpeg_compress_struct cinfo;
  lf_error_mgr err;

  memset(out, 0, sizeof *out);
  if (rgba == NULL || width == 0 || height == 0 || width > JPEG_MAX_DIMENSION ||
      height > JPEG_MAX_DIMENSION || quality < 1 || quality > 100) {
    snprintf(out->message, sizeof out->message, "bad size or quality");
    return LF_JPEG_BAD_ARGUMENT;
  }
  lf_attach_errors((j_common_ptr)&cinfo, sizeof cinfo, &err);
  if (setjmp(err.jump)) {
    lf_fail((j_common_ptr)&cinfo, out->message);
    free(out->bytes);
    out->bytes = NULL;
    out->size = 0;
    return LF_JPEG_CORRUPT;
  }
  jpeg_create_compress(&cinfo);
  jpeg_mem_dest(&cinfo, &out->bytes, &out->size);
  cinfo.image_width = (JDIMENSION)width;
  cinfo.image_height = (JDIMENSION)height;
  cinfo.input_components = 4;
  cinfo.in_color_space = JCS_EXT_RGBA;
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, quality, TRUE);
  if (full_chroma) {
    for (int i = 0; i < cinfo.num_components; i++) {
      cinfo.comp_info[i].h_samp_factor = 1;
      cinfo.comp_info[i].v_samp_factor = 1;
    }
  }
  jpeg_start_compress(&cinfo, TRUE);
  size_t stride = (size_t)width * 4;
  while (cinfo.next_scanline < cinfo.image_height) {
    JSAMPROW row = (JSAMPROW)(rgba + stride * cinfo.next_scanline);
    jpeg_write_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  return LF_JPEG_OK;
}

void lf_jpeg_free(void *pointer) { free(pointer); }
