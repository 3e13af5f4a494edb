/*
 * cache.h: the results cache, so that an unchanged file costs no parse.
 *
 * One entry file per translation unit (<key>.tmc, tab-separated records:
 * see cache.c), named by a key that hashes the tool
 * version and build, the machine model hash, the rule selection and
 * options, the compiler arguments, the file's path and the file's
 * content.  The entry lists every file the parse read (the source and its
 * headers, from clang's inclusion list) with its content hash; a hit is
 * valid only when every one of them still hashes the same, so editing a
 * header invalidates every file that includes it.  Cached findings are
 * complete (costs and fingerprints); filters run after the cache.
 *
 * Failures to read or write the cache are never errors: a miss costs a
 * parse.  Lookups and stores are thread-safe.
 */
#ifndef TMOPT_CACHE_H
#define TMOPT_CACHE_H

#include <stddef.h>

#include "check.h"

struct results_cache;

/* A cache in dir (created on the first store).  Never NULL. */
struct results_cache *cache_open(const char *dir);
/* Prune the directory if this run stored entries (the least recently used
 * go once it holds more than TMOPT_CACHE_MAX_MB), then free c (may be
 * NULL). */
void cache_close(struct results_cache *c);

/* The records of an entry after its dependency lines (p is modified),
 * appended to out: 0, or -1 if any record is malformed or a field is out
 * of range (out untouched).  Exposed for the tests and the fuzz target. */
int cache_parse_findings(char *p, struct findings *out);

/* The findings of in from the cache, appended to out: 0 on a valid hit,
 * -1 on a miss (out untouched). */
int cache_lookup(struct results_cache *c, const struct check_config *cfg,
		 const struct check_input *in, struct findings *out);

/* Store the findings fs->v[from..n) of in, whose parse read deps. */
void cache_store(struct results_cache *c, const struct check_config *cfg,
		 const struct check_input *in, const char *const *deps,
		 size_t ndeps, const struct findings *fs, size_t from);

/* Hits and misses so far. */
void cache_stats(struct results_cache *c, size_t *hits, size_t *misses);

/* The user's cache directory: $XDG_CACHE_HOME/tmopt or ~/.cache/tmopt
 * (the gate prefers the build directory or .git/ of a project).  Newly
 * allocated. */
char *cache_default_dir(void);

#endif
