/*
 * suppression, the malformed forms, each reported as a finding of the
 * 'suppression' pseudo-rule on the comment's line: no reason, an unknown
 * rule id, no [RULE] list, an unknown directive, a stray ignore-end and an
 * ignore-begin that is never closed.  A suppression without a reason
 * still suppresses (one message, not two); one naming an unknown rule
 * does not.
 */
int no_reason(int a, int b)
{
	return a / b;	// tmopt: ignore[divmod] // expect: suppression // no: divmod: a suppression without a reason still applies
}

int typo(int a, int b)
{
	return a / b;	// tmopt: ignore[dvimod] typo in the rule id // expect: suppression, divmod
}

int no_brackets(int a, int b)
{
	return a % b;	// tmopt: ignore divmod forgot the brackets // expect: suppression, divmod
}

int other_word(int a, int b)
{
	return a % b;	// tmopt: silence[divmod] not a directive // expect: suppression, divmod
}

int in_string(void)
{
	const char *s = "// tmopt: ignore[divmod]";	// no: suppression: inside a string literal
	return s[0];
}

int stray_end(int a)
{
	// tmopt: ignore-end // expect: suppression
	return a;
}

int unclosed(int a, int b)
{
	// tmopt: ignore-begin[divmod] never closed // expect: suppression
	return a / b;	// expect: divmod
}
