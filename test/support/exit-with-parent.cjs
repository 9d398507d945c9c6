// Preloaded into app processes forked by tests: a test run that dies (Ctrl-C, a jest timeout) must not
// leave its app running. The IPC channel closes when the parent exits.
if (process.send) process.on('disconnect', () => process.exit(1));
