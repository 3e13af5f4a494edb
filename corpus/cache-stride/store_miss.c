/*
 * cache-stride, a store-only stream on TM3260: its data cache fetches the
 * line on a write miss (write_allocate_no_fetch is TM5250's), so a strided
 * store stream pays a read per line there.  TM5250 twin: small_data.c.
 */
// tmopt-args: --target tm3260
#include <stdint.h>

int32_t plane3[16384];

void clear_lines3(void)
{
	int i;

	for (i = 0; i < 1024; i++)	// expect: loop-overhead
		plane3[i * 16] = 0;	// expect: cache-stride
}
