/* decode an MP3 file with libmpg123: mpg123_read until the end (measure.py --per mpg123_read) */
#include <mpg123.h>
#include <stdio.h>
int main(int argc, char **argv)
{
	unsigned char buf[16384];
	size_t done;
	int err;
	mpg123_init();
	mpg123_handle *mh = mpg123_new(NULL, &err);
	if (!mh || mpg123_open(mh, argv[1]) != MPG123_OK)
		return 1;
	while ((err = mpg123_read(mh, buf, sizeof buf, &done)) == MPG123_OK ||
	       err == MPG123_NEW_FORMAT)
		;
	mpg123_close(mh);
	mpg123_delete(mh);
	return 0;
}
