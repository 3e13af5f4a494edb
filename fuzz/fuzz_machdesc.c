/* fuzz_machdesc.c: libFuzzer target of the machine file loader, md_load()
 * (both passes: the located event walk and the libcyaml schema). */
#include "fuzz_file.h"
#include "machdesc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct machine *m = NULL;
	char err[1024];

	if (md_load(fuzz_write("m.yaml", data, size), &m, err, sizeof err) == 0)
		md_free(m);
	return 0;
}
