/**
 * Definition queries per language: functions, methods, classes and their
 * kin, and exported constants. Written for the grammars in languages.ts after
 * the grammars' own tags.scm (MIT), as Aider's repo map uses them.
 */
const JS_COMMON = `
(function_declaration name: (_) @name) @def
(generator_function_declaration name: (_) @name) @def
(method_definition name: (_) @name) @def
(class_declaration name: (_) @name) @def
(variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression)]) @def
(export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name))) @def
(assignment_expression left: (member_expression property: (property_identifier) @name) right: [(arrow_function) (function_expression)]) @def
(pair key: (property_identifier) @name value: [(arrow_function) (function_expression)]) @def
`;

const TS_EXTRA = `
(abstract_class_declaration name: (_) @name) @def
(interface_declaration name: (_) @name) @def
(type_alias_declaration name: (_) @name) @def
(enum_declaration name: (_) @name) @def
(function_signature name: (_) @name) @def
(method_signature name: (_) @name) @def
(abstract_method_signature name: (_) @name) @def
`;

const C_FUNCTIONS = `
(function_definition declarator: (function_declarator declarator: (_) @name)) @def
(function_definition declarator: (pointer_declarator declarator: (function_declarator declarator: (_) @name))) @def
(struct_specifier name: (type_identifier) @name body: (_)) @def
`;

export const DEFINITION_QUERIES = {
  typescript: JS_COMMON + TS_EXTRA,
  tsx: JS_COMMON + TS_EXTRA,
  javascript: JS_COMMON,
  python: `
(function_definition name: (identifier) @name) @def
(class_definition name: (identifier) @name) @def
`,
  go: `
(function_declaration name: (identifier) @name) @def
(method_declaration name: (field_identifier) @name) @def
(type_spec name: (type_identifier) @name) @def
`,
  rust: `
(function_item name: (identifier) @name) @def
(function_signature_item name: (identifier) @name) @def
(struct_item name: (type_identifier) @name) @def
(enum_item name: (type_identifier) @name) @def
(trait_item name: (type_identifier) @name) @def
(const_item name: (identifier) @name) @def
`,
  java: `
(method_declaration name: (identifier) @name) @def
(constructor_declaration name: (identifier) @name) @def
(class_declaration name: (identifier) @name) @def
(interface_declaration name: (identifier) @name) @def
(enum_declaration name: (identifier) @name) @def
`,
  ruby: `
(method name: (_) @name) @def
(singleton_method name: (_) @name) @def
(class name: (_) @name) @def
(module name: (_) @name) @def
`,
  csharp: `
(method_declaration name: (identifier) @name) @def
(constructor_declaration name: (identifier) @name) @def
(class_declaration name: (identifier) @name) @def
(interface_declaration name: (identifier) @name) @def
(struct_declaration name: (identifier) @name) @def
(record_declaration name: (identifier) @name) @def
`,
  php: `
(function_definition name: (name) @name) @def
(method_declaration name: (name) @name) @def
(class_declaration name: (name) @name) @def
(interface_declaration name: (name) @name) @def
(trait_declaration name: (name) @name) @def
`,
  c: C_FUNCTIONS,
  cpp: `${C_FUNCTIONS}
(class_specifier name: (type_identifier) @name body: (_)) @def
`,
} as const;
