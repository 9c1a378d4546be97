// The default dictionary, letter and digit templates, compiled into the binary with C23 #embed: no
// file to find next to the executable, nothing to open or map at start-up, and a copied
// binary keeps working on its own. The files stay in Sources/LetterfunCore/Resources, where
// `letterfun train` and `letterfun dict compile` write them; clang's dependency file names
// them, so a rebuilt resource rebuilds this file.
#include "CBuiltIns.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

// 16-byte alignment: the dictionary's edges are read in place as 32-bit words.
_Alignas(16) static const unsigned char dictionary[] = {
#embed "../LetterfunCore/Resources/words.dawg"
};

_Alignas(16) static const unsigned char templates[] = {
#embed "../LetterfunCore/Resources/letters.templates"
};

static const unsigned char digits[] = {
#embed "../LetterfunCore/Resources/digits.templates"
};

const unsigned char *letterfun_builtin_dictionary(size_t *count) {
  *count = sizeof dictionary;
  return dictionary;
}

const unsigned char *letterfun_builtin_templates(size_t *count) {
  *count = sizeof templates;
  return templates;
}

const unsigned char *letterfun_builtin_digits(size_t *count) {
  *count = sizeof digits;
  return digits;
}
