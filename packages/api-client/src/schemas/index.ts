// The request schemas, their types and the constants shared with the server, by area: one
// explicit list per part of the product in ./barrels (each names every export of its areas).

export * from './barrels/locations';
export * from './barrels/people';
export * from './barrels/reports';
export * from './barrels/reviews';
export * from './barrels/toolkit';
export * from './barrels/widgets';
