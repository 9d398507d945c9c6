import type { Plugin } from 'vite';

export function packageOf(id: string): string | null;
export function bundleGraph(options: { root: string; out: string }): Plugin;
