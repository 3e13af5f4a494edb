/* fuzz_config.c: libFuzzer target of the .tmopt.yaml loader,
 * config_load(), and of config_dump() on what it accepts. */
#include "fuzz_file.h"
#include "config.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tmconfig *c = NULL;
	char err[1024];
	FILE *null = fopen("/dev/null", "w");

	if (config_load(fuzz_write("tmopt.yaml", data, size), &c, err,
			sizeof err) == 0) {
		if (null)
			config_dump(null, c);
		config_excludes(c, "src/a.c");
		config_free(c);
	}
	if (null)
		fclose(null);
	return 0;
}
