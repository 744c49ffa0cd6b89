import { Type, type Static } from 'typebox';
import { Texts, TextsInput } from './common.js';
import { ErrorItem } from './errors.js';

/** The longest module name and description in any language. */
export const MODULE_NAME_MAX = 60;
export const MODULE_DESCRIPTION_MAX = 300;

/** A zone the module has delivery rates in, and whether it is switched on there. */
export const ConsoleModuleZone = Type.Object({ zone_id: Type.Integer(), on: Type.Boolean() });
export type ConsoleModuleZone = Static<typeof ConsoleModuleZone>;

/** A module as the console keeps it: its names, its place in the module chooser, on or off, and per zone. */
export const ConsoleModule = Type.Object({
  id: Type.Integer(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  module_type: Type.String(),
  name: Texts,
  description: Texts,
  /** Off: the module, its stores and their items leave every storefront call. */
  on: Type.Boolean(),
  /** Its place in the module chooser, lowest first. */
  position: Type.Integer(),
  /** Serves every zone, whatever its rows say. */
  all_zone_service: Type.Boolean(),
  icon_full_url: Type.String(),
  thumbnail_full_url: Type.String(),
  /** The zones it has delivery rates in, by zone id; one switched off there leaves that zone's storefront. */
  zones: Type.Array(ConsoleModuleZone),
});
export type ConsoleModule = Static<typeof ConsoleModule>;

export const ConsoleModuleList = Type.Array(ConsoleModule);
export type ConsoleModuleList = Static<typeof ConsoleModuleList>;

/** A save: the version read, and what to change (what is left out stays; a zone left out of `zones` keeps its switch). */
export const ConsoleModuleUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  name: Type.Optional(TextsInput(MODULE_NAME_MAX)),
  description: Type.Optional(Type.Object({
    en: Type.String({ maxLength: MODULE_DESCRIPTION_MAX }),
    ar: Type.Optional(Type.String({ maxLength: MODULE_DESCRIPTION_MAX })),
    fr: Type.Optional(Type.String({ maxLength: MODULE_DESCRIPTION_MAX })),
  })),
  on: Type.Optional(Type.Boolean()),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  zones: Type.Optional(Type.Array(Type.Object({ zone_id: Type.Integer({ minimum: 1 }), on: Type.Boolean() }), { maxItems: 200 })),
});
export type ConsoleModuleUpdate = Static<typeof ConsoleModuleUpdate>;

/**
 * A module's pictures, each sent on its own (PUT .../modules/:moduleId/<picture>): the icon the storefront's
 * module chooser shows, and the thumbnail its module page shares as its picture.
 */
export const MODULE_PICTURES = ['icon', 'thumbnail'] as const;
export type ModulePicture = (typeof MODULE_PICTURES)[number];

export const ModuleParams = Type.Object({ moduleId: Type.Integer({ minimum: 1 }) });
export type ModuleParams = Static<typeof ModuleParams>;

/** A refused save (409): the module as it is now and the fields changed since the version the save named. */
export const ConsoleModuleConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleModule, changed: Type.Array(Type.String()) });
export type ConsoleModuleConflict = Static<typeof ConsoleModuleConflict>;
