/* fuzz_cache.c: libFuzzer target of the results-cache entry reader,
 * cache_parse_findings() (the records after the dependency lines). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "cache.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct findings fs = { 0 };
	char *text = malloc(size + 1);

	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = 0;
	if (cache_parse_findings(text, &fs) == 0)
		for (size_t i = 0; i < fs.n; i++)	/* the names index by them */
			(void)severity_name(fs.v[i].severity),
			(void)count_basis_name(fs.v[i].basis);
	findings_release(&fs);
	free(text);
	return 0;
}
