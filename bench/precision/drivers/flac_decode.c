/* decode a FLAC file (flac_encode.c's) with libFLAC, the samples
 * discarded by the write callback, no MD5 check (the library's default):
 * the metadata first (FLAC__stream_decoder_process_until_end_of_metadata),
 * then FLAC__stream_decoder_process_single() per frame until the end of
 * the stream (measure.py --per FLAC__stream_decoder_process_single).
 * usage: flac_decode IN.flac */
#include <stdio.h>
#include <FLAC/stream_decoder.h>

static FLAC__StreamDecoderWriteStatus write_cb(const FLAC__StreamDecoder *dec, const FLAC__Frame *frame,
					       const FLAC__int32 *const buffer[], void *data)
{
	(void)dec, (void)buffer;
	*(unsigned long *)data += frame->header.blocksize;
	return FLAC__STREAM_DECODER_WRITE_STATUS_CONTINUE;
}

static void error_cb(const FLAC__StreamDecoder *dec, FLAC__StreamDecoderErrorStatus status, void *data)
{
	(void)dec, (void)data;
	fprintf(stderr, "flac_decode: %s\n", FLAC__StreamDecoderErrorStatusString[status]);
}

int main(int argc, char **argv)
{
	unsigned long samples = 0;

	if (argc < 2)
		return 1;
	FLAC__StreamDecoder *dec = FLAC__stream_decoder_new();
	if (!dec || FLAC__stream_decoder_init_file(dec, argv[1], write_cb, NULL, error_cb, &samples) !=
			    FLAC__STREAM_DECODER_INIT_STATUS_OK)
		return 1;
	if (!FLAC__stream_decoder_process_until_end_of_metadata(dec))
		return 1;
	while (FLAC__stream_decoder_get_state(dec) != FLAC__STREAM_DECODER_END_OF_STREAM)
		if (!FLAC__stream_decoder_process_single(dec))
			return 1;
	FLAC__stream_decoder_finish(dec);
	FLAC__stream_decoder_delete(dec);
	fprintf(stderr, "flac_decode: %lu samples\n", samples);
	return 0;
}
