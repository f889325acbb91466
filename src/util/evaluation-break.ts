/**
 * A task boundary in the evaluation of Weft's chunks. The browser evaluates a chunk's whole module
 * graph in one task when the last file arrives: React, core, the shared chunks and the first
 * element made one task of 20-30 ms on a cold load. Core imports this module first, so its
 * top-level await gives the main thread back between React's evaluation and the rest.
 */
await new Promise((resolve) => setTimeout(resolve));

export {};
