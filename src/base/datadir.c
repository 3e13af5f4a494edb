/*
 * datadir.c: the executable's directory and the data directory beside it
 * (see datadir.h).  The source tree is a fallback only for the binaries of
 * the build tree, recognised by their directory being the build directory
 * (TMOPT_BUILD_DIR): an installed binary never reads the source tree, even
 * when it still exists on the build machine.
 */
#include "datadir.h"
#include "util.h"

#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char exe_buf[PATH_MAX], data_buf[PATH_MAX];
static const char *exe_res, *data_res;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static bool is_dir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static void find(void)
{
	char exe[PATH_MAX], real[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);

	if (n <= 0)
		return;
	exe[n] = 0;
	char *slash = strrchr(exe, '/');
	if (!slash)
		return;
	*slash = 0;
	snprintf(exe_buf, sizeof exe_buf, "%s", exe);
	exe_res = exe_buf;
	char *share = xasprintf("%s/../share/tmopt", exe);
	if (is_dir(share) && realpath(share, real)) {
		snprintf(data_buf, sizeof data_buf, "%s", real);
		data_res = data_buf;
	}
	free(share);
#if defined(TMOPT_BUILD_DIR) && defined(TMOPT_SOURCE_DIR)
	char build[PATH_MAX];
	if (!data_res && realpath(TMOPT_BUILD_DIR, build) &&
	    realpath(exe, real) && !strcmp(build, real) &&
	    is_dir(TMOPT_SOURCE_DIR)) {
		snprintf(data_buf, sizeof data_buf, "%s", TMOPT_SOURCE_DIR);
		data_res = data_buf;
	}
#endif
}

const char *exe_dir(void)
{
	pthread_once(&once, find);
	return exe_res;
}

const char *data_dir(void)
{
	pthread_once(&once, find);
	return data_res;
}

char *module_path(const char *env, const char *file)
{
	const char *e = env ? getenv(env) : NULL;
	const char *dir = exe_dir();

	if (e && *e)
		return xstrdup(e);
	if (!dir)
		return xstrdup(file);
	char *p = xasprintf("%s/%s", dir, file);
	if (access(p, F_OK) == 0)
		return p;
	free(p);
	return xasprintf("%s/../lib/tmopt/%s", dir, file);
}
