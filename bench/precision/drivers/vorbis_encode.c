/* encode a 16-bit stereo WAV file with libvorbisenc at quality 0.4, as
 * oggenc does, the Ogg pages discarded: vorbis_analysis() per block
 * (measure.py --per vorbis_analysis --lib=-logg) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vorbis/vorbisenc.h>

int main(int argc, char **argv)
{
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
	vorbis_info vi;
	vorbis_comment vc;
	vorbis_dsp_state vd;
	vorbis_block vb;
	ogg_stream_state os;
	ogg_packet op, h1, h2, h3;
	ogg_page og;
	short pcm[2 * 1024];
	size_t n;

	if (!f || fseek(f, 44, SEEK_SET))	/* the canonical WAV header */
		return 1;
	vorbis_info_init(&vi);
	if (vorbis_encode_init_vbr(&vi, 2, 44100, 0.4f))
		return 1;
	vorbis_comment_init(&vc);
	vorbis_analysis_init(&vd, &vi);
	vorbis_block_init(&vd, &vb);
	ogg_stream_init(&os, 1);
	vorbis_analysis_headerout(&vd, &vc, &h1, &h2, &h3);
	ogg_stream_packetin(&os, &h1);
	ogg_stream_packetin(&os, &h2);
	ogg_stream_packetin(&os, &h3);
	for (;;) {
		n = fread(pcm, 4, 1024, f);
		if (n == 0) {
			vorbis_analysis_wrote(&vd, 0);
		} else {
			float **b = vorbis_analysis_buffer(&vd, (int)n);
			for (size_t i = 0; i < n; i++) {
				b[0][i] = pcm[2 * i] / 32768.f;
				b[1][i] = pcm[2 * i + 1] / 32768.f;
			}
			vorbis_analysis_wrote(&vd, (int)n);
		}
		while (vorbis_analysis_blockout(&vd, &vb) == 1) {
			vorbis_analysis(&vb, NULL);
			vorbis_bitrate_addblock(&vb);
			while (vorbis_bitrate_flushpacket(&vd, &op)) {
				ogg_stream_packetin(&os, &op);
				while (ogg_stream_pageout(&os, &og))
					;
			}
		}
		if (n == 0)
			break;
	}
	ogg_stream_clear(&os);
	vorbis_block_clear(&vb);
	vorbis_dsp_clear(&vd);
	vorbis_comment_clear(&vc);
	vorbis_info_clear(&vi);
	fclose(f);
	return 0;
}
