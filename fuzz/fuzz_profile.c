/* fuzz_profile.c: libFuzzer target of the measured-profile loader,
 * profile_load(), applied to a small model. */
#include "fuzz_file.h"
#include "profile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct profile *p = NULL;
	char err[1024];

	if (profile_load(fuzz_write("p.json", data, size), &p, err,
			 sizeof err) == 0) {
		struct model_file mf = { .path = (char *)"loop.c" };
		struct loop lp[2] = { { .line = 5, .parent = -1 },
				      { .line = 6, .parent = 0 } };
		struct model m = { .files = &mf, .nfiles = 1, .loops = lp,
				   .nloops = 2 };
		profile_apply(p, &m);
		profile_free(p);
	}
	return 0;
}
