# `td man` in this language (src/terminal/man.rs): the section headings, and the
# sections clap does not write (EXIT STATUS, ENVIRONMENT, FILES, SEE ALSO), in roff
# (\fB...\fR is bold). English has no other help here: `--help` is the clap definition.
man-heading-name = NAME
man-heading-synopsis = SYNOPSIS
man-heading-description = DESCRIPTION
man-heading-extra = EXAMPLES
man-heading-version = VERSION
man-heading-exit-status = EXIT STATUS
man-exit-0 = Success.
man-exit-1 = The command ran and found a problem: errors in a rulings directory, input that ended (or output closed) before a ruling, facts the trees do not cover, a changed or incomplete replay, nothing found.
man-exit-2 = Bad usage or bad input: an unknown law reference, tree or regulation, an invalid or unreadable file; for \fBtd score\fR, a result, weight, vulnerability or score it cannot read, or a result no deal allows.
man-exit-130 = Interrupted (Ctrl\-C, SIGTERM, SIGHUP); td names the draft record to resume.
man-heading-environment = ENVIRONMENT
man-env-td-lang = Language: en, nb or pl. An unknown value is reported and ignored.
man-env-locale = The locale, read as gettext reads it, when \fBTD_LANG\fR is not set.
man-env-td-config = The configuration file to read instead of the default; an error reading it is fatal.
man-env-td-jobs = Threads for \fBtd replay\fR (default and most: the number of cores).
man-env-no-color = Any value turns colour off, as \fB\-\-color never\fR does.
man-heading-files = FILES
man-file-config = Optional configuration (regulations in force); \fB$XDG_CONFIG_HOME\fR is honoured. A missing or unreadable default file is a warning.
man-file-incidents = Where \fBtd ask\fR writes incident records unless \fB\-\-save\fR or \fB\-\-no\-save\fR says otherwise.
man-file-rulings = A rulings directory given with \fB\-\-rulings\fR: the trees, and the law index one file per law.
man-heading-see-also = SEE ALSO
