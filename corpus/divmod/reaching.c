/*
 * divmod, counts a local's last constant gives: a static function's loop
 * bounded by its parameter runs as often as the calls of the file pass,
 * and a local whose one reaching write is a constant passes that constant
 * ('len = NUM_LEN / 8; unpack(buf, len);', flac's metadata readers).  A
 * write under an if, or after the call in a loop around it, leaves the
 * count assumed.
 */
#include <stdint.h>

#define NUM_LEN 24

static uint32_t unpack(const uint8_t *b, uint32_t bytes, uint32_t q)
{
	uint32_t ret = 0;

	for (uint32_t i = 0; i < bytes; i++)
		ret = (ret << 8) | (b[i] / q);	// expect: divmod count=3
	return ret;
}

uint32_t read_fields(const uint8_t *buf, uint32_t q)
{
	uint32_t len, s = 0;

	len = NUM_LEN / 8;
	s += unpack(buf, len, q);
	len = 2;
	s += unpack(buf + 3, len, q);
	return s;
}

static uint32_t unpack_any(const uint8_t *b, uint32_t bytes, uint32_t q)
{
	uint32_t ret = 0;

	for (uint32_t i = 0; i < bytes; i++)
		ret = (ret << 8) | (b[i] / q);	// expect: divmod count=100 basis=assumed
	return ret;
}

uint32_t read_maybe(const uint8_t *buf, uint32_t q, int wide)
{
	uint32_t len = 2, s = 0;

	if (wide)
		len = 4 * q;
	s += unpack_any(buf, len, q);	// no: divmod: 'len' is 2, or 4 * q when 'wide' holds -- no constant reaches the call on every path
	for (int k = 0; k < 4; k++) {
		s += unpack_any(buf + k, 2, q);
		len = s >> 4;	// no: divmod: a shift; the write comes round to the call above in the next pass
	}
	return s + len;
}

/* The constant of the local's declaration ('uint32_t len = 12;'): 12 (it
 * was counted 0, the declaration's value not read, until stop 43). */
static uint32_t unpack_decl(const uint8_t *b, uint32_t bytes, uint32_t q)
{
	uint32_t ret = 0;

	for (uint32_t i = 0; i < bytes; i++)
		ret = (ret << 8) | (b[i] / q);	// expect: divmod count=12 basis=constant
	return ret;
}

uint32_t read_decl(const uint8_t *buf, uint32_t q)
{
	uint32_t len = 12;

	return unpack_decl(buf, len, q);
}
