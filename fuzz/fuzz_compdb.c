/* fuzz_compdb.c: libFuzzer target of the compile_commands.json reader,
 * compdb_inputs() (libclang's compilation database and the argument
 * filtering of compdb.c), with every file and with one named file. */
#include "fuzz_file.h"
#include "compdb.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct check_input *in = NULL;
	size_t n = 0;
	char *one[] = { "a.c" };

	fuzz_write("compile_commands.json", data, size);
	if (compdb_inputs(fuzz_dir(), NULL, 0, NULL, 0, &in, &n) == 0) {
		inputs_free(in, n);
		free(in);
	}
	in = NULL;
	n = 0;
	if (compdb_inputs(fuzz_dir(), one, 1, NULL, 0, &in, &n) == 0) {
		inputs_free(in, n);
		free(in);
	}
	return 0;
}
