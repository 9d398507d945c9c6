import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import {
  AUTHENTICATED, IS_PUBLIC, REQUIRED_PERMISSION, SESSION_ONLY, type PermissionRequirement,
} from '../../backend/src/common/decorators';
import type { TestApp } from './app';

/** A route of the app's controllers, read from their metadata as the guard reads it. */
export interface Route {
  method: string;
  path: string;
  controller: string;
  handler: string;
  isPublic: boolean;
  authenticated: boolean;
  /** @SessionOnly(): an API key is refused. */
  sessionOnly: boolean;
  permission?: PermissionRequirement;
}

const GLOBAL_PREFIX = '/api';

function joinPath(...parts: (string | undefined)[]): string {
  const joined = parts.filter((p) => p !== undefined && p !== '' && p !== '/').map((p) => p!.replace(/^\/+|\/+$/g, '')).join('/');
  return `/${joined}`;
}

type ControllerClass = new (...args: never[]) => object;

/** The controllers registered in the app. */
export function appControllers(t: TestApp): ControllerClass[] {
  const out = new Set<ControllerClass>();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) if (wrapper.metatype) out.add(wrapper.metatype as ControllerClass);
  }
  return [...out];
}

/** Every route of the controllers with what it declares, read from their metadata as the guard reads it. */
export function collectRoutes(controllers: ControllerClass[]): Route[] {
  const routes: Route[] = [];
  for (const controller of controllers) {
    const classPaths = ([] as (string | undefined)[]).concat(Reflect.getMetadata(PATH_METADATA, controller));
    const own = <T>(key: string, target: object): T | undefined => Reflect.getMetadata(key, target);
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      if (name === 'constructor') continue;
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function') continue;
      const method = own<number>(METHOD_METADATA, handler);
      const methodPaths = own<string | string[]>(PATH_METADATA, handler);
      if (method === undefined || methodPaths === undefined) continue;
      // The guard's Reflector.getAllAndOverride: the handler's declaration wins over the class's.
      const declared = <T>(key: string) => own<T>(key, handler) ?? own<T>(key, controller);
      for (const classPath of classPaths) {
        for (const methodPath of ([] as string[]).concat(methodPaths)) {
          routes.push({
            method: RequestMethod[method],
            path: joinPath(GLOBAL_PREFIX, classPath, methodPath),
            controller: controller.name,
            handler: name,
            isPublic: declared<boolean>(IS_PUBLIC) === true,
            authenticated: declared<boolean>(AUTHENTICATED) === true,
            sessionOnly: declared<boolean>(SESSION_ONLY) === true,
            permission: declared<PermissionRequirement>(REQUIRED_PERMISSION),
          });
        }
      }
    }
  }
  return routes.sort((a, b) => (a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path)));
}
