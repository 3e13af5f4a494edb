/* The subcommands: CMD(name, function, one-line help).  Each function has
 * the signature int fn(int argc, char **argv) (argv[0] is the command
 * name) and returns the process exit status. */
CMD("check", cmd_check, "analyse C files and report expensive constructs")
CMD("rules", cmd_rules, "list the rules")
CMD("explain", cmd_explain, "show a rule's documentation")
CMD("targets", cmd_targets, "list the machine descriptions")
CMD("version", cmd_version, "print the version")
