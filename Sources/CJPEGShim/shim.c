#include "CJPEGShim.h"
int lf_jpeg_shim_version(void) { return 1; }
