/* The subcommands: CMD(name, function, one-line help).  Each function has
 * the signature int fn(int argc, char **argv) (argv[0] is the command
 * name) and returns the process exit status. */
CMD("check", cmd_check, "analyse C files and report expensive constructs")
CMD("rules", cmd_rules, "list the rules")
CMD("explain", cmd_explain, "show a rule's documentation")
CMD("targets", cmd_targets, "list the machine descriptions")
CMD("version", cmd_version, "print the version")
CMD("history", cmd_history, "findings and cycles per stored release")
CMD("diff", cmd_diff, "new, resolved and persisting findings between releases")
CMD("trend", cmd_trend, "findings per rule, module or file across releases")
CMD("runs", cmd_runs, "list the stored releases")
CMD("db", cmd_db, "copy a findings history between SQLite and PostgreSQL ('db copy FROM TO')")
CMD("report", cmd_report, "optimisation report per module: HTML with charts, Markdown or SARIF")
CMD("config", cmd_config, "print the effective .tmopt.yaml for a file (--dump)")
CMD("baseline", cmd_baseline, "write the current findings as a baseline ('baseline write FILE')")
CMD("install-hook", cmd_install_hook, "install a git pre-commit hook running 'check --staged'")
CMD("explain-loop", cmd_explain_loop, "software-pipelining report of a loop (FILE:LINE)")
