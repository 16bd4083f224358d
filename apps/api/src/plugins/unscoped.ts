/** Lets a plugin of ours act on the whole server, as `fastify-plugin` does. */
import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated: the error handler, not-found handler, hooks and decorators it sets
 * apply to the whole server, not to a child context only. This is Fastify's documented `skip-override`
 * property (Plugins reference, "Handle the scope"), the one `fastify-plugin` sets, with the display name
 * that `app.printPlugins()` shows.
 * @param name how the plugin is listed, e.g. `'trade-portal-errors'`
 * @returns the same plugin function, marked
 */
export function unscoped<Options extends object = Record<never, never>>(name: string, plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name, [Symbol.for('plugin-meta')]: { name } });
}
