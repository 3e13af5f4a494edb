/* decode an Ogg Vorbis file with vorbisfile: ov_read until the end
 * (measure.py --per ov_read --lib=-logg) */
#include <stdio.h>
#include <vorbis/vorbisfile.h>

int main(int argc, char **argv)
{
	OggVorbis_File vf;
	char buf[4096];
	int section;

	if (argc < 2 || ov_fopen(argv[1], &vf))
		return 1;
	while (ov_read(&vf, buf, sizeof buf, 0, 2, 1, &section) > 0)
		;
	ov_clear(&vf);
	return 0;
}
