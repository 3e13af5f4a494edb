/*
 * datadir.h: where the tool finds its data (machine descriptions, rule
 * pages) relative to its own executable, so an installed tree can be
 * moved to any prefix and still work, and nothing of the configure-time
 * prefix is baked into the binary.
 */
#ifndef TMOPT_DATADIR_H
#define TMOPT_DATADIR_H

/* The directory of the running executable, or NULL when unknown; a
 * static string. */
const char *exe_dir(void);

/*
 * The data directory: <exe>/../share/tmopt when it exists (an installed
 * tree, wherever it was moved), else the source tree for a binary of the
 * build tree (the executable's directory is the build directory it was
 * compiled in), else NULL.  A static string.
 */
const char *data_dir(void);

/*
 * A module of this build (a shared object loaded on first use): $env when
 * set and not empty; else <exe>/file (the build tree, where the programs
 * sit beside their modules); else <exe>/../lib/tmopt/file (an installed
 * tree, wherever it was moved), named even when missing so that the
 * loader's error says where it looked.  Allocated.
 */
char *module_path(const char *env, const char *file);

#endif
