/** The slates feature: the salary importers (DraftKings, FanDuel) and their slate files. Other features and the app use it only through this file. */
export { parseDkSalaries } from './dk-salaries-csv'
export { parseFdPlayerList } from './fd-salaries-csv'
export { dkSalariesImporter, fdSalariesImporter, importSalaries } from './salary-import'
export { easternInstant, unknownStartTime, type SlateFile } from './slate-file'
