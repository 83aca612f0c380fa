/**
 * The widget bundle budgets, gzip level 9, in bytes. Issue 19 targets: loader
 * 1,024 (met), star snapshot page 8 KB and all four kinds 15 KB (not yet: these
 * are ratchets at today's figures, 9,880 and 17,466; README "Budgets" says where
 * the bytes go and what is next).
 */
export const BUDGET = { loader: 1024, starOnlyPage: 9.75 * 1024, allKinds: 17.5 * 1024 };
