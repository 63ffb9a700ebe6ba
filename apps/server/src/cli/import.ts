import { runImportCommand } from './import-command'

process.exitCode = await runImportCommand(process.argv.slice(2), process.env, console)
