/* fuzz_diff.c: libFuzzer target of the unified diff reader, diff_parse(),
 * and of the changed-line lookups on what it accepts. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "diffmap.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct diffmap m = { 0 };
	char err[512];

	if (diff_parse((const char *)data, size, &m, err, sizeof err) == 0) {
		diff_resolve(&m, "/nonexistent");
		for (size_t i = 0; i < m.n; i++)
			if (m.f[i].abs)
				diff_has_line(&m, m.f[i].abs, 3);
	}
	diff_release(&m);
	return 0;
}
