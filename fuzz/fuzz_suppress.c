/* fuzz_suppress.c: libFuzzer target of the inline suppression comment
 * scanner, supp_parse(), and of matching rules against what it found. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "suppress.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct suppressions s = { 0 };

	supp_parse((const char *)data, size, &s);
	for (unsigned line = 0; line < 8; line++) {
		supp_match(&s, "divmod", line);
		supp_match(&s, "double-emulation", line);
	}
	supp_release(&s);
	return 0;
}
