import { Type, type Static } from 'typebox';

export const MODULE_TYPES = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export const ModuleZone = Type.Object({ id: Type.Integer(), name: Type.String() });

export const Module = Type.Object(
  {
    id: Type.Integer(),
    module_name: Type.String(),
    module_type: Type.Union([
      Type.Literal('food'),
      Type.Literal('grocery'),
      Type.Literal('pharmacy'),
      Type.Literal('ecommerce'),
      Type.Literal('parcel'),
    ]),
    slug: Type.String(),
    theme_id: Type.Integer(),
    description: Type.Union([Type.String(), Type.Null()]),
    icon: Type.String(), icon_full_url: Type.String(),
    thumbnail: Type.String(), thumbnail_full_url: Type.String(),
    stores_count: Type.Integer(),
    zones: Type.Array(ModuleZone),
  },
  
);
export type Module = Static<typeof Module>;
export const ModuleList = Type.Array(Module);
