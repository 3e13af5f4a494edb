/* The rule list: one line per rule, RULE(c_identifier).  The rule's id is
 * the identifier with '_' spelled '-'.  Adding a rule touches only this
 * line, its file in rules/, its page in docs/rules/ and corpus/<id>/. */
RULE(divmod)
RULE(double_emulation)
RULE(int64_emulation)
RULE(dependency_chain)
RULE(missed_guard)
RULE(cache_stride)
RULE(missing_restrict)
RULE(custom_op)
RULE(loop_overhead)
