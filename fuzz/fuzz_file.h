/*
 * fuzz_file.h: for the fuzz targets of loaders that read a path: the
 * input written to a file in a private temporary directory, made once per
 * process.  Header-only so that each target is one program.
 */
#ifndef TMOPT_FUZZ_FILE_H
#define TMOPT_FUZZ_FILE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The directory of this process's files ("/tmp/tmopt-fuzz-XXXXXX"). */
static inline const char *fuzz_dir(void)
{
	static char dir[64];

	if (!dir[0]) {
		const char *t = getenv("TMPDIR");
		snprintf(dir, sizeof dir, "%s/tmopt-fuzz-XXXXXX",
			 t && *t && strlen(t) < 40 ? t : "/tmp");
		if (!mkdtemp(dir))
			abort();
	}
	return dir;
}

/* Write data to fuzz_dir()/name; returns the path (static buffer). */
static inline const char *fuzz_write(const char *name, const uint8_t *data,
			      size_t size)
{
	static char path[128];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", fuzz_dir(), name);
	f = fopen(path, "wb");
	if (!f || (size && fwrite(data, 1, size, f) != size) || fclose(f))
		abort();
	return path;
}

#endif
