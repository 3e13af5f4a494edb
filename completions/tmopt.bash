# bash completion for tmopt: commands, each command's options (read from
# its --help, so they never fall behind), rule ids for explain and
# --rules, target names for --target, formats for --format, directories
# for -p and C files otherwise.  Installed as
# share/bash-completion/completions/tmopt; or source it from ~/.bashrc.

_tmopt_commands()
{
	tmopt --help 2>/dev/null | awk '/^commands:/ {on = 1; next} on && /^  [a-z]/ {print $1}'
}

_tmopt_options()	# _tmopt_options CMD: the long and short options of CMD --help
{
	tmopt "$1" --help 2>/dev/null | grep -o -- '\(^\|[[ ,]\)--\?[a-zA-Z][-a-zA-Z]*' |
		sed 's/^[[ ,]*//' | grep '^-' | sort -u
}

_tmopt()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	local cmd=${COMP_WORDS[1]}
	COMPREPLY=()
	if [ "$COMP_CWORD" -eq 1 ]; then
		mapfile -t COMPREPLY < <(compgen -W "$(_tmopt_commands) --help --version" -- "$cur")
		return
	fi
	case $prev in
	--target)
		mapfile -t COMPREPLY < <(compgen -W "$(tmopt targets 2>/dev/null | awk '{print $1}')" -- "$cur")
		return ;;
	--format)
		local f="text json sarif codeclimate"
		case $cmd in
		report) f="html md sarif json codeclimate" ;;
		history|diff|trend|runs) f="text json csv" ;;
		esac
		mapfile -t COMPREPLY < <(compgen -W "$f" -- "$cur")
		return ;;
	--fail-on)
		mapfile -t COMPREPLY < <(compgen -W "note warning error none" -- "$cur")
		return ;;
	--sort)
		mapfile -t COMPREPLY < <(compgen -W "location cycles saving" -- "$cur")
		return ;;
	--color)
		mapfile -t COMPREPLY < <(compgen -W "auto always never" -- "$cur")
		return ;;
	--by)
		mapfile -t COMPREPLY < <(compgen -W "rule module file" -- "$cur")
		return ;;
	--rules|--rule)
		mapfile -t COMPREPLY < <(compgen -W "$(tmopt rules 2>/dev/null | awk '{print $1}')" -- "${cur##*,}")
		return ;;
	-p|--cache)
		mapfile -t COMPREPLY < <(compgen -d -- "$cur")
		return ;;
	-o|--output|--db|--baseline|--write-baseline|--profile|--config|--diff)
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
		return ;;
	esac
	if [[ $cur == -* ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$(_tmopt_options "$cmd")" -- "$cur")
		return
	fi
	case $cmd in
	explain)
		mapfile -t COMPREPLY < <(compgen -W "$(tmopt rules 2>/dev/null | awk '{print $1}')" -- "$cur")
		return ;;
	baseline)
		[ "$COMP_CWORD" -eq 2 ] && { mapfile -t COMPREPLY < <(compgen -W write -- "$cur"); return; } ;;
	esac
	mapfile -t COMPREPLY < <(compgen -f -X '!*.[ch]' -- "$cur"; compgen -d -- "$cur")
}
complete -o filenames -F _tmopt tmopt
