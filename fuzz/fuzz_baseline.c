/* fuzz_baseline.c: libFuzzer target of the baseline loader,
 * baseline_load(), and of applying what it accepts to a finding. */
#include "fuzz_file.h"
#include "baseline.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct baseline b = { 0 };
	char err[1024];

	if (baseline_load(fuzz_write("b.json", data, size), &b, err,
			  sizeof err) == 0) {
		struct findings fs = { 0 }, absent = { 0 };
		struct finding *f = findings_add(&fs);
		f->rule = "divmod";
		f->file = strdup("a.c");
		f->function = strdup("f");
		f->message = strdup("m");
		snprintf(f->fingerprint, sizeof f->fingerprint, "%s",
			 b.nitems ? b.items[0].fingerprint : "0123456789abcdef");
		baseline_apply(&b, &fs);
		baseline_absent(&b, &absent);
		findings_release(&absent);
		findings_release(&fs);
	}
	baseline_release(&b);
	return 0;
}
