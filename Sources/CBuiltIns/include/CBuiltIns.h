#ifndef LETTERFUN_CBUILTINS_H
#define LETTERFUN_CBUILTINS_H

#include <stddef.h>

/// The compiled default dictionary (words.dawg), linked into the binary.
const unsigned char *letterfun_builtin_dictionary(size_t *count);

/// The default letter templates (letters.templates), linked into the binary.
const unsigned char *letterfun_builtin_templates(size_t *count);

/// The default digit templates (digits.templates), linked into the binary.
const unsigned char *letterfun_builtin_digits(size_t *count);

#endif
