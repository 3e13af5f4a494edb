/* fuzz_profile.c: libFuzzer target of the measured-profile loader,
 * profile_load(), applied to a small model and to the findings and
 * functions of a run (measured calls and line executions). */
#include "fuzz_file.h"
#include "profile.h"
#include "util.h"

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
		struct findings fs = { 0 };
		findings_add_function(&fs, "f", "loop.c", 3, 100, COUNT_ASSUMED);
		findings_add_function(&fs, "g", "dir/loop.c", 9, 50, COUNT_CONSTANT);
		static const char *const fn[] = { "f", "g", "h", "" };
		for (unsigned i = 0; i < 8; i++) {
			struct finding *f = findings_add(&fs);
			f->rule = "divmod";
			f->severity = i & 1 ? SEV_NOTE : SEV_WARNING;
			f->file = xstrdup(i & 2 ? "dir/loop.c" : "loop.c");
			f->line = 4 + i;
			f->function = xstrdup(fn[i & 3]);
			f->message = xstrdup("m");
			f->cycles = 78;
			f->count = i * 1000;
			f->total_cycles = f->cycles * f->count;
			f->saving_cycles = f->total_cycles / 2;
			f->basis = COUNT_ASSUMED;
		}
		profile_apply_functions(p, &fs);
		profile_apply_findings(p, &fs);
		findings_release(&fs);
		profile_free(p);
	}
	return 0;
}
