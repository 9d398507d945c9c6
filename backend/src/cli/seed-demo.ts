import '../register-paths';
import 'reflect-metadata';
import { createApp } from '../app.factory';
import { loadConfig } from '../config';
import { DemoSeeder } from '../database/seeders/demo.seeder';

/** Migrates, seeds the built-in data, then loads the demo studio once. */
export async function seedDemo(): Promise<boolean> {
  const app = await createApp(loadConfig(), { web: false, logger: ['log', 'warn', 'error'] });
  try {
    const loaded = await app.get(DemoSeeder).run();
    if (!loaded) console.log('The demo studio is already loaded; nothing to do.');
    return loaded;
  } finally {
    await app.close();
  }
}
