/*
 * cache.c: the results cache (see cache.h).
 *
 * File content hashes are memoised for the run in a small hash table
 * (headers such as stdint.h are read by every translation unit), so a
 * warm run reads each file once plus one JSON entry per input.
 */
#include "cache.h"
#include "profile.h"
#include "parse.h"
#include "util.h"

#include <jansson.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define NBUCKETS 1024
#define CACHE_FORMAT "tmopt-cache-1"

struct memo {
	struct memo *next;
	char *path;
	char hash[17];		/* "" when unreadable */
};

struct results_cache {
	char *dir;
	char build[128];	/* identity of this executable and of the
				 * parse module it will load */
	pthread_mutex_t lock;
	struct memo *bucket[NBUCKETS];
	atomic_size_t hits, misses;
	bool made;
};

struct results_cache *cache_open(const char *dir)
{
	struct results_cache *c = xcalloc(1, sizeof(*c));
	struct stat st, mt;
	char *module = parse_module_path();

	c->dir = xstrdup(dir);
	pthread_mutex_init(&c->lock, NULL);
	/* a rebuilt tool may compute other findings: key on the executable
	 * and on the parse module (walk.c is in it) */
	if (stat("/proc/self/exe", &st) == 0) {
		if (stat(module, &mt) != 0)
			memset(&mt, 0, sizeof(mt));
		snprintf(c->build, sizeof c->build, "%lld.%ld.%lld+%lld.%ld.%lld",
			 (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec,
			 (long long)st.st_size, (long long)mt.st_mtim.tv_sec,
			 mt.st_mtim.tv_nsec, (long long)mt.st_size);
	}
	free(module);
	return c;
}

/*
 * Keep the cache directory bounded: when a run stored entries and the
 * directory holds more than TMOPT_CACHE_MAX_MB (default 256) megabytes of
 * entries, the least recently used ones (oldest modification time, which a
 * hit refreshes) are removed down to three quarters of the limit.
 */
struct entry_stat {
	char *name;
	off_t size;
	time_t mtime;
};

static int cmp_age(const void *a, const void *b)
{
	const struct entry_stat *x = a, *y = b;
	return x->mtime < y->mtime ? -1 : x->mtime > y->mtime;
}

static void cache_prune(struct results_cache *c)
{
	const char *env = getenv("TMOPT_CACHE_MAX_MB");
	long long max = env && atoll(env) > 0 ? atoll(env) : 256;
	DIR *d = opendir(c->dir);
	struct dirent *de;
	struct entry_stat *v = NULL;
	size_t n = 0;
	long long total = 0;

	if (!d)
		return;
	max <<= 20;
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);
		struct stat st;
		if (len < 6 || strcmp(de->d_name + len - 5, ".json"))
			continue;
		char *p = xasprintf("%s/%s", c->dir, de->d_name);
		if (stat(p, &st) == 0) {
			v = xrealloc(v, (n + 1) * sizeof(*v));
			v[n].name = p;
			v[n].size = st.st_size;
			v[n].mtime = st.st_mtim.tv_sec;
			total += st.st_size;
			n++;
		} else {
			free(p);
		}
	}
	closedir(d);
	if (total > max) {
		qsort(v, n, sizeof(*v), cmp_age);
		for (size_t i = 0; i < n && total > max / 4 * 3; i++)
			if (unlink(v[i].name) == 0)
				total -= v[i].size;
	}
	for (size_t i = 0; i < n; i++)
		free(v[i].name);
	free(v);
}

void cache_close(struct results_cache *c)
{
	if (!c)
		return;
	if (atomic_load(&c->misses))
		cache_prune(c);
	for (size_t i = 0; i < NBUCKETS; i++)
		for (struct memo *m = c->bucket[i], *next; m; m = next) {
			next = m->next;
			free(m->path);
			free(m);
		}
	pthread_mutex_destroy(&c->lock);
	free(c->dir);
	free(c);
}

void cache_stats(struct results_cache *c, size_t *hits, size_t *misses)
{
	*hits = atomic_load(&c->hits);
	*misses = atomic_load(&c->misses);
}

char *cache_default_dir(const char *config_path)
{
	const char *x = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");

	if (config_path) {
		const char *slash = strrchr(config_path, '/');
		if (slash)
			return xasprintf("%.*s/.tmopt-cache",
					 (int)(slash - config_path), config_path);
		return xstrdup(".tmopt-cache");
	}
	if (x && *x)
		return xasprintf("%s/tmopt", x);
	return xasprintf("%s/.cache/tmopt", home && *home ? home : "/tmp");
}

/* Content hash of path, memoised; out[17], "" when unreadable. */
static void hash_of(struct results_cache *c, const char *path, char out[17])
{
	uint64_t b = fnv1a(FNV_SEED, path, strlen(path)) % NBUCKETS;
	struct memo *m;

	pthread_mutex_lock(&c->lock);
	for (m = c->bucket[b]; m; m = m->next)
		if (!strcmp(m->path, path))
			break;
	if (m)
		memcpy(out, m->hash, 17);
	pthread_mutex_unlock(&c->lock);
	if (m)
		return;
	size_t len;
	char *text = read_file(path, &len);
	out[0] = 0;
	if (text)
		snprintf(out, 17, "%016llx",
			 (unsigned long long)fnv1a(FNV_SEED, text, len));
	free(text);
	m = xcalloc(1, sizeof(*m));
	m->path = xstrdup(path);
	memcpy(m->hash, out, 17);
	pthread_mutex_lock(&c->lock);
	m->next = c->bucket[b];
	c->bucket[b] = m;
	pthread_mutex_unlock(&c->lock);
}

/* mkdir -p; errors are left to the write that follows. */
static void mkdir_p(const char *dir)
{
	char *p = xstrdup(dir);

	for (char *s = p + 1; *s; s++)
		if (*s == '/') {
			*s = 0;
			mkdir(p, 0777);
			*s = '/';
		}
	mkdir(p, 0777);
	free(p);
}

static uint64_t hash_str(uint64_t h, const char *s)
{
	return fnv1a(h, s ? s : "", s ? strlen(s) + 1 : 1);
}

/* The entry's file name for in, or NULL when the input is unreadable. */
static char *entry_path(struct results_cache *c, const struct check_config *cfg,
			const struct check_input *in)
{
	char hash[17], opt[128];
	uint64_t h = FNV_SEED;

	hash_of(c, in->file, hash);
	if (!hash[0])
		return NULL;
	h = hash_str(h, CACHE_FORMAT);
	h = hash_str(h, TMOPT_VERSION);
	h = hash_str(h, c->build);
	h = hash_str(h, cfg->md->hash);
	h = hash_str(h, cfg->md->triple);
	for (unsigned r = 0; r < rule_count; r++)
		if (!cfg->rule_on || cfg->rule_on[r])
			h = hash_str(h, rule_table[r]->id);
	snprintf(opt, sizeof opt, "%llu/%.17g/%u/%u",
		 (unsigned long long)cfg->opt.assumed_trip, cfg->opt.chain_ratio,
		 cfg->opt.chain_min_cycles, cfg->opt.guard_max_ops);
	h = hash_str(h, opt);
	h = hash_str(h, profile_hash(cfg->profile));
	for (int i = 0; i < in->nargs; i++)
		h = hash_str(h, in->args[i]);
	h = hash_str(h, in->file);
	h = hash_str(h, hash);
	return xasprintf("%s/%016llx.json", c->dir, (unsigned long long)h);
}

static const char *str(json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));
	return s ? s : "";
}

static uint64_t num(json_t *o, const char *k)
{
	return (uint64_t)json_integer_value(json_object_get(o, k));
}

/* Append the findings of array a to out; -1 if one is malformed. */
json_t *schedule_to_json(const struct finding_schedule *s);
int schedule_from_json(json_t *o, struct finding_schedule *s);

static int load_findings(json_t *a, struct findings *out)
{
	size_t i, from = out->n;
	json_t *o;

	json_array_foreach(a, i, o) {
		const struct rule *r = rule_find(str(o, "rule"));
		const char *fp = str(o, "fingerprint");
		if (!r || strlen(fp) != 16)
			goto bad;
		struct finding *f = findings_add(out);
		f->rule = r->id;
		f->severity = (enum severity)num(o, "severity");
		f->file = xstrdup(str(o, "file"));
		f->line = (unsigned)num(o, "line");
		f->column = (unsigned)num(o, "column");
		f->function = xstrdup(str(o, "function"));
		f->message = xstrdup(str(o, "message"));
		f->advice = json_object_get(o, "advice") ?
			    xstrdup(str(o, "advice")) : NULL;
		f->cycles = num(o, "cycles");
		f->count = num(o, "count");
		f->basis = (enum count_basis)num(o, "basis");
		f->total_cycles = num(o, "total_cycles");
		f->saving_cycles = num(o, "saving_cycles");
		memcpy(f->fingerprint, fp, 17);
		f->stmt = json_object_get(o, "stmt") ? xstrdup(str(o, "stmt")) : NULL;
		f->loop_depth = (unsigned)num(o, "loop_depth");
		if (json_object_get(o, "schedule") &&
		    schedule_from_json(json_object_get(o, "schedule"), &f->sched))
			goto bad;
		json_t *fx = json_object_get(o, "fix");
		if (fx) {
			json_int_t off = 0, len = 0;
			const char *text = NULL;
			if (json_unpack(fx, "{s:I,s:I,s:s}", "offset", &off,
					"length", &len, "replacement", &text) ||
			    strlen(text) >= sizeof(f->fix.text))
				goto bad;
			f->fix.present = true;
			f->fix.offset = (unsigned)off;
			f->fix.length = (unsigned)len;
			snprintf(f->fix.text, sizeof(f->fix.text), "%s", text);
		}
	}
	return 0;
bad:
	/* drop what was appended */
	{
		struct findings tail = { .v = out->v + from, .n = out->n - from };
		for (size_t k = 0; k < tail.n; k++) {
			free(tail.v[k].file);
			free(tail.v[k].function);
			free(tail.v[k].message);
			free(tail.v[k].advice);
			free(tail.v[k].stmt);
		}
		out->n = from;
	}
	return -1;
}

int cache_lookup(struct results_cache *c, const struct check_config *cfg,
		 const struct check_input *in, struct findings *out)
{
	char *path = entry_path(c, cfg, in);
	size_t len = 0;
	/* one read and an in-memory parse: json_load_file reads by getc */
	char *text = path ? read_file(path, &len) : NULL;
	json_t *root = text ? json_loadb(text, len, 0, NULL) : NULL, *deps, *d;
	int rc = -1;
	size_t i;

	free(text);
	if (root)	/* recently used: kept longest by the pruning */
		utimensat(AT_FDCWD, path, NULL, 0);
	free(path);
	if (!root)
		goto out;
	deps = json_object_get(root, "deps");
	if (!json_is_array(deps) || !json_is_array(json_object_get(root, "findings")))
		goto out;
	json_array_foreach(deps, i, d) {
		char hash[17];
		const char *p = json_string_value(json_array_get(d, 0));
		const char *h = json_string_value(json_array_get(d, 1));
		if (!p || !h)
			goto out;
		hash_of(c, p, hash);
		if (strcmp(hash, h))
			goto out;
	}
	rc = load_findings(json_object_get(root, "findings"), out);
out:
	json_decref(root);
	atomic_fetch_add(rc ? &c->misses : &c->hits, 1);
	return rc;
}

static json_t *finding_json(const struct finding *f)
{
	json_t *o = json_pack("{s:s, s:i, s:s, s:I, s:I, s:s, s:s}",
		"rule", f->rule, "severity", (int)f->severity, "file", f->file,
		"line", (json_int_t)f->line, "column", (json_int_t)f->column,
		"function", f->function ? f->function : "",
		"message", f->message ? f->message : "");
	if (f->advice)
		json_object_set_new(o, "advice", json_string(f->advice));
	json_object_set_new(o, "cycles", json_integer((json_int_t)f->cycles));
	json_object_set_new(o, "count", json_integer((json_int_t)f->count));
	json_object_set_new(o, "basis", json_integer((json_int_t)f->basis));
	json_object_set_new(o, "total_cycles", json_integer((json_int_t)f->total_cycles));
	json_object_set_new(o, "saving_cycles", json_integer((json_int_t)f->saving_cycles));
	json_object_set_new(o, "fingerprint", json_string(f->fingerprint));
	if (f->stmt)
		json_object_set_new(o, "stmt", json_string(f->stmt));
	json_object_set_new(o, "loop_depth", json_integer(f->loop_depth));
	if (f->sched.present)
		json_object_set_new(o, "schedule", schedule_to_json(&f->sched));
	if (f->fix.present)
		json_object_set_new(o, "fix", json_pack("{s:I,s:I,s:s}",
			"offset", (json_int_t)f->fix.offset,
			"length", (json_int_t)f->fix.length,
			"replacement", f->fix.text));
	return o;
}

void cache_store(struct results_cache *c, const struct check_config *cfg,
		 const struct check_input *in, const char *const *deps,
		 size_t ndeps, const struct findings *fs, size_t from)
{
	char *path = entry_path(c, cfg, in), *tmp;
	json_t *root, *d = json_array(), *a = json_array();
	static atomic_uint seq;

	if (!path) {
		json_decref(d);
		json_decref(a);
		return;
	}
	for (size_t i = 0; i < ndeps; i++) {
		char hash[17];
		hash_of(c, deps[i], hash);
		json_array_append_new(d, json_pack("[s, s]", deps[i], hash));
	}
	for (size_t i = from; i < fs->n; i++)
		json_array_append_new(a, finding_json(&fs->v[i]));
	root = json_pack("{s:s, s:s, s:o, s:o}", "format", CACHE_FORMAT,
			 "file", in->file, "deps", d, "findings", a);
	pthread_mutex_lock(&c->lock);
	if (!c->made) {
		mkdir_p(c->dir);
		c->made = true;
	}
	pthread_mutex_unlock(&c->lock);
	tmp = xasprintf("%s.%ld.%u.tmp", path, (long)getpid(),
			atomic_fetch_add(&seq, 1));
	if (json_dump_file(root, tmp, JSON_COMPACT) == 0)
		rename(tmp, path);
	else
		unlink(tmp);
	json_decref(root);
	free(tmp);
	free(path);
}
