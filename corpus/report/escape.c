/*
 * report, escaping: source text that is also HTML.  The HTML report shows
 * source lines, messages (which quote the expression) and comments around
 * each hot spot; none of it may become markup.  tests/cli_report_html.sh
 * renders the report of this file in headless Chromium and checks that the
 * page holds the text below and no <img> element.
 */
#include <stddef.h>

static const char banner[] = "</script><img src=x onerror=alert(1)>";

/* Average length of n records: the divisor is a sizeof of the same
 * literal, so the message quotes it. */
unsigned rec_avg(const unsigned *len, unsigned n)
{
	unsigned i, sum = 0;

	for (i = 0; i < n; i++)
		sum += len[i] / sizeof("</script><img src=x onerror=alert(1)>");	// expect: divmod
	return sum;
}

/* One divide per pixel in a loop, the payload in a comment on its line. */
void row_scale(int *dst, const int *src, int w, int q)
{
	int x;

	for (x = 0; x < w; x++)
		dst[x] = src[x] / q;	/* </script><img src=x onerror=alert(1)> */	// expect: divmod
}

size_t banner_len(void)
{
	return sizeof(banner) - 1;	// no: divmod: a subtraction, no divide
}
