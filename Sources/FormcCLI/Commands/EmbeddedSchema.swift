// Generated from schemas/formc.schema.json by
// Tests/FormcCLITests/Commands/SchemaCommandTests.swift. DO NOT EDIT.
// To change the schema, edit schemas/formc.schema.json (then run
// scripts/schema-markdown), then `FORMC_RECORD=1 swift test --filter SchemaCommandTests`.

/// The JSON Schema of the spec language, as `schemas/formc.schema.json` holds it.
enum EmbeddedSchema {
    /// The file's text, byte for byte.
    static let text = ##"""
{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$id": "urn:formc:schema:form-spec:1",
  "title": "formc form spec (version 1)",
  "description": "One iOS form: fields, picker option lists, keyboard accessory toolbars and keyboard avoidance. Compiled to Swift by formc.",
  "markdownDescription": "One iOS form: fields, picker option lists, keyboard accessory toolbars and keyboard avoidance. Compiled to Swift by formc.",
  "type": "object",
  "properties": {
    "formc": {
      "const": 1,
      "description": "The spec format version: 1.",
      "markdownDescription": "The spec format version: `1`."
    },
    "form": {
      "$ref": "#/definitions/identifier",
      "description": "The form's name: Registration → RegistrationForm, RegistrationFormBinder.",
      "markdownDescription": "The form's name: `Registration` → `RegistrationForm`, `RegistrationFormBinder`."
    },
    "title": {
      "$ref": "#/definitions/text",
      "description": "A title for screens that show the form.",
      "markdownDescription": "A title for screens that show the form."
    },
    "localization": {
      "type": "object",
      "description": "Where localized texts ({ key, default }) are looked up.",
      "markdownDescription": "Where localized texts (`{ key, default }`) are looked up.",
      "properties": {
        "table": {
          "type": "string",
          "minLength": 1,
          "description": "The strings table's name; default Localizable.",
          "markdownDescription": "The strings table's name; default `Localizable`."
        },
        "bundle": {
          "type": "string",
          "enum": [
            "main",
            "module"
          ],
          "description": "main (an app) or module (a Swift package target); default main.",
          "markdownDescription": "`main` (an app) or `module` (a Swift package target); default `main`."
        }
      },
      "additionalProperties": false
    },
    "options": {
      "type": "object",
      "description": "Option lists by name; each becomes a String-backed enum, or ({ from: app }) its items come from the app at run time, or ({ from: this_year, count: … }) they are years from this year on. A list may be a built-in one ({ builtin: jp_prefectures }).",
      "markdownDescription": "Option lists by name; each becomes a String-backed enum, or (`{ from: app }`) its items come from the app at run time, or (`{ from: this_year, count: … }`) they are years from this year on. A list may be a built-in one (`{ builtin: jp_prefectures }`).",
      "propertyNames": {
        "pattern": "^[A-Za-z][A-Za-z0-9_]*$"
      },
      "additionalProperties": {
        "description": "An option list: the picker's rows in order, { builtin: … } for a list formc knows, { from: app } for rows the app supplies at run time, or { from: this_year, count: … } for years from this year on.",
        "markdownDescription": "An option list: the picker's rows in order, `{ builtin: … }` for a list formc knows, `{ from: app }` for rows the app supplies at run time, or `{ from: this_year, count: … }` for years from this year on.",
        "anyOf": [
          {
            "type": "array",
            "description": "An option list: the picker's rows, in order.",
            "markdownDescription": "An option list: the picker's rows, in order.",
            "items": {
              "$ref": "#/definitions/optionItem"
            }
          },
          {
            "type": "object",
            "description": "A built-in option list, checked and generated as if its items were written out: jp_prefectures (the 47 prefectures, values \"01\"–\"47\" of JIS X 0401, Japanese labels, each with its region of jp_regions as parents) or jp_regions (the 8 regions).",
            "markdownDescription": "A built-in option list, checked and generated as if its items were written out: `jp_prefectures` (the 47 prefectures, values `\"01\"`–`\"47\"` of JIS X 0401, Japanese labels, each with its region of `jp_regions` as `parents`) or `jp_regions` (the 8 regions).",
            "properties": {
              "builtin": {
                "enum": [
                  "jp_prefectures",
                  "jp_regions"
                ],
                "description": "The built-in list: jp_prefectures or jp_regions.",
                "markdownDescription": "The built-in list: `jp_prefectures` or `jp_regions`."
              }
            },
            "required": [
              "builtin"
            ],
            "additionalProperties": false
          },
          {
            "type": "object",
            "description": "An option list whose items (value and label) the app supplies at run time. Only a picker without parent shows it; a field over it takes no default.",
            "markdownDescription": "An option list whose items (value and label) the app supplies at run time. Only a picker without `parent` shows it; a field over it takes no `default`.",
            "properties": {
              "from": {
                "const": "app",
                "description": "Where the items come from: app.",
                "markdownDescription": "Where the items come from: `app`."
              },
              "value": {
                "enum": [
                  "string",
                  "integer"
                ],
                "description": "The type of the items' values: string (default) or integer.",
                "markdownDescription": "The type of the items' values: `string` (default) or `integer`."
              }
            },
            "required": [
              "from"
            ],
            "additionalProperties": false
          },
          {
            "type": "object",
            "description": "A year list: count years from this year on (Gregorian), Int values shown as their numbers, made by the form state from the clock when it is made. Only a picker without parent shows it; a field over it takes no default.",
            "markdownDescription": "A year list: `count` years from this year on (Gregorian), `Int` values shown as their numbers, made by the form state from the clock when it is made. Only a picker without `parent` shows it; a field over it takes no `default`.",
            "properties": {
              "from": {
                "const": "this_year",
                "description": "Where the years start: this_year.",
                "markdownDescription": "Where the years start: `this_year`."
              },
              "count": {
                "type": "integer",
                "minimum": 1,
                "maximum": 200,
                "description": "How many years: 1 to 200.",
                "markdownDescription": "How many years: 1 to 200."
              }
            },
            "required": [
              "from",
              "count"
            ],
            "additionalProperties": false
          }
        ]
      }
    },
    "include": {
      "description": "Shared option-list files: a path or a list of paths, relative to the spec, of YAML files holding options: only (an included file includes nothing). Their lists are the spec's as if written in it; a list defined twice is an error.",
      "markdownDescription": "Shared option-list files: a path or a list of paths, relative to the spec, of YAML files holding `options:` only (an included file includes nothing). Their lists are the spec's as if written in it; a list defined twice is an error.",
      "anyOf": [
        {
          "type": "string",
          "pattern": "^[^/~]",
          "description": "The path of an included file, relative to the spec.",
          "markdownDescription": "The path of an included file, relative to the spec."
        },
        {
          "type": "array",
          "maxItems": 64,
          "items": {
            "type": "string",
            "pattern": "^[^/~]"
          },
          "description": "The paths of the included files, relative to the spec.",
          "markdownDescription": "The paths of the included files, relative to the spec."
        }
      ]
    },
    "toolbars": {
      "type": "object",
      "description": "Keyboard accessory toolbars by name.",
      "markdownDescription": "Keyboard accessory toolbars by name.",
      "propertyNames": {
        "pattern": "^[A-Za-z][A-Za-z0-9_]*$"
      },
      "additionalProperties": {
        "type": "array",
        "description": "A toolbar: its items, left to right.",
        "markdownDescription": "A toolbar: its items, left to right.",
        "items": {
          "$ref": "#/definitions/toolbarItem"
        }
      }
    },
    "keyboard": {
      "type": "object",
      "description": "How the keyboard is avoided and dismissed.",
      "markdownDescription": "How the keyboard is avoided and dismissed.",
      "properties": {
        "avoidance": {
          "type": "string",
          "enum": [
            "scroll",
            "constraint",
            "layout_guide",
            "none"
          ],
          "description": "scroll (default): scroll-view insets follow the keyboard; constraint: a bottom constraint follows it; layout_guide: pin to keyboardLayoutGuide (iOS 15+); none.",
          "markdownDescription": "`scroll` (default): scroll-view insets follow the keyboard; `constraint`: a bottom constraint follows it; `layout_guide`: pin to keyboardLayoutGuide (iOS 15+); `none`."
        },
        "distance": {
          "type": "number",
          "minimum": 0,
          "description": "Points kept between the focused field and the keyboard; default 12.",
          "markdownDescription": "Points kept between the focused field and the keyboard; default 12."
        },
        "dismiss_on_tap_outside": {
          "type": "boolean",
          "description": "A tap outside the fields ends editing; default true.",
          "markdownDescription": "A tap outside the fields ends editing; default `true`."
        },
        "dismiss_on_return": {
          "type": "boolean",
          "description": "Return in the last single-line field ends editing; default true.",
          "markdownDescription": "Return in the last single-line field ends editing; default `true`."
        }
      },
      "additionalProperties": false
    },
    "fields": {
      "type": "array",
      "description": "The fields, in form order (the order of Return, next and previous).",
      "markdownDescription": "The fields, in form order (the order of Return, next and previous).",
      "items": {
        "$ref": "#/definitions/field"
      },
      "minItems": 1
    },
    "submit": {
      "type": "object",
      "description": "The form's submit: the ready screen's button (under the fields), which calls the binder's submit().",
      "markdownDescription": "The form's submit: the ready screen's button (under the fields), which calls the binder's `submit()`.",
      "properties": {
        "title": {
          "$ref": "#/definitions/text",
          "description": "The button's title.",
          "markdownDescription": "The button's title."
        },
        "placement": {
          "enum": [
            "bottom",
            "navigation_bar"
          ],
          "description": "Where the button goes: under the fields (bottom, default) or the navigation bar's trailing button (navigation_bar).",
          "markdownDescription": "Where the button goes: under the fields (`bottom`, default) or the navigation bar's trailing button (`navigation_bar`)."
        }
      },
      "required": [
        "title"
      ],
      "additionalProperties": false
    },
    "cancel": {
      "type": "object",
      "description": "The form's cancel: the navigation bar's leading button. The app hears it (<Form>FormApp's cancel(_:)); the ready screens then close (pop when pushed, dismiss when presented).",
      "markdownDescription": "The form's cancel: the navigation bar's leading button. The app hears it (`<Form>FormApp`'s `cancel(_:)`); the ready screens then close (pop when pushed, dismiss when presented).",
      "properties": {
        "title": {
          "$ref": "#/definitions/text",
          "description": "The button's title.",
          "markdownDescription": "The button's title."
        }
      },
      "required": [
        "title"
      ],
      "additionalProperties": false
    },
    "confirm": {
      "type": "object",
      "description": "A confirmation step: after a valid submit, a read-only summary of the values with a back button; the app's submit handler runs once the user confirms. Needs submit:.",
      "markdownDescription": "A confirmation step: after a valid submit, a read-only summary of the values with a back button; the app's submit handler runs once the user confirms. Needs `submit:`.",
      "properties": {
        "title": {
          "$ref": "#/definitions/text",
          "description": "The summary screen's title (入力内容の確認).",
          "markdownDescription": "The summary screen's title (入力内容の確認)."
        },
        "back": {
          "$ref": "#/definitions/text",
          "description": "The button back to the form (修正する).",
          "markdownDescription": "The button back to the form (修正する)."
        },
        "submit": {
          "$ref": "#/definitions/text",
          "description": "The button that sends the values (送信する).",
          "markdownDescription": "The button that sends the values (送信する)."
        }
      },
      "required": [
        "title",
        "back",
        "submit"
      ],
      "additionalProperties": false
    },
    "validate_on": {
      "$ref": "#/definitions/validationTiming",
      "description": "When fields show their issues: submit (default), end_editing or typing (fields not typed into: as end_editing).",
      "markdownDescription": "When fields show their issues: `submit` (default), `end_editing` or `typing` (fields not typed into: as `end_editing`)."
    },
    "language": {
      "type": "string",
      "enum": [
        "en",
        "ja"
      ],
      "description": "The language of the built-in validation messages: en (the default) or ja. Set, it also lets the app replace each built-in message by its localization key (formc.rule.required …).",
      "markdownDescription": "The language of the built-in validation messages: `en` (the default) or `ja`. Set, it also lets the app replace each built-in message by its localization key (`formc.rule.required` …)."
    },
    "sections": {
      "type": "array",
      "description": "The fields grouped in sections, in form order; used instead of fields.",
      "markdownDescription": "The fields grouped in sections, in form order; used instead of `fields`.",
      "items": {
        "$ref": "#/definitions/section"
      },
      "minItems": 1
    },
    "intro": {
      "$ref": "#/definitions/text",
      "description": "A paragraph above the first section or field.",
      "markdownDescription": "A paragraph above the first section or field."
    },
    "required_marks": {
      "$ref": "#/definitions/requiredMarks",
      "description": "How required fields are marked, once for the form: asterisk, kome (※) or badge (必須), or { style, optional, legend }. Default: no marks.",
      "markdownDescription": "How required fields are marked, once for the form: `asterisk`, `kome` (※) or `badge` (必須), or `{ style, optional, legend }`. Default: no marks."
    }
  },
  "required": [
    "formc",
    "form"
  ],
  "additionalProperties": false,
  "definitions": {
    "maskPattern": {
      "type": "string",
      "minLength": 1,
      "pattern": "[#A*]",
      "description": "A fixed format typed into: # a digit, A a letter, * any character, \\ escapes; other characters are separators (###-####).",
      "markdownDescription": "A fixed format typed into: `#` a digit, `A` a letter, `*` any character, `\\` escapes; other characters are separators (`###-####`)."
    },
    "identifier": {
      "type": "string",
      "pattern": "^[A-Za-z][A-Za-z0-9_]*$",
      "description": "An ASCII identifier: a letter, then letters, digits and _ (first_name); formc derives Swift names from it.",
      "markdownDescription": "An ASCII identifier: a letter, then letters, digits and `_` (`first_name`); formc derives Swift names from it."
    },
    "text": {
      "description": "A user-visible text: a string (a plain number is read as written), or { key, default } to localize it with NSLocalizedString.",
      "markdownDescription": "A user-visible text: a string (a plain number is read as written), or `{ key, default }` to localize it with NSLocalizedString.",
      "anyOf": [
        {
          "type": [
            "string",
            "number"
          ]
        },
        {
          "type": "object",
          "properties": {
            "key": {
              "type": "string",
              "minLength": 1,
              "description": "The key in the strings table of localization.",
              "markdownDescription": "The key in the strings table of `localization`."
            },
            "default": {
              "type": [
                "string",
                "number"
              ],
              "description": "The text shown when the table has no entry for key.",
              "markdownDescription": "The text shown when the table has no entry for `key`."
            }
          },
          "required": [
            "key",
            "default"
          ],
          "additionalProperties": false
        }
      ]
    },
    "optionValue": {
      "type": [
        "string",
        "number"
      ],
      "description": "An option value (code), read as text exactly as written: 1 is \"1\", 01 is \"01\".",
      "markdownDescription": "An option value (code), read as text exactly as written: `1` is \"1\", `01` is \"01\"."
    },
    "isoDate": {
      "type": "string",
      "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
      "description": "A date, ISO 8601: 2024-04-01.",
      "markdownDescription": "A date, ISO 8601: `2024-04-01`."
    },
    "isoTime": {
      "type": "string",
      "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
      "description": "A time of day, ISO 8601: 09:30 or 09:30:00.",
      "markdownDescription": "A time of day, ISO 8601: `09:30` or `09:30:00`."
    },
    "isoDateTime": {
      "type": "string",
      "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
      "description": "A local date and time, ISO 8601: 2024-04-01T09:30.",
      "markdownDescription": "A local date and time, ISO 8601: `2024-04-01T09:30`."
    },
    "ruleBoolean": {
      "description": "true or false, or { value, message }; in the mapping value defaults to true (required: { message: … }).",
      "markdownDescription": "`true` or `false`, or `{ value, message }`; in the mapping `value` defaults to `true` (`required: { message: … }`).",
      "anyOf": [
        {
          "type": "boolean"
        },
        {
          "type": "object",
          "description": "The rule's value with the message shown when it fails.",
          "markdownDescription": "The rule's value with the message shown when it fails.",
          "properties": {
            "value": {
              "type": "boolean",
              "description": "The rule's value (default true).",
              "markdownDescription": "The rule's value (default `true`)."
            },
            "message": {
              "$ref": "#/definitions/text",
              "description": "The message shown when the rule fails (a text: literal or localized).",
              "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
            }
          },
          "additionalProperties": false
        }
      ]
    },
    "ruleLength": {
      "description": "A length in characters (integer ≥ 0), or { value, message }.",
      "markdownDescription": "A length in characters (integer ≥ 0), or `{ value, message }`.",
      "anyOf": [
        {
          "type": "integer",
          "minimum": 0
        },
        {
          "type": "object",
          "description": "The rule's value with the message shown when it fails.",
          "markdownDescription": "The rule's value with the message shown when it fails.",
          "properties": {
            "value": {
              "type": "integer",
              "minimum": 0,
              "description": "The rule's value.",
              "markdownDescription": "The rule's value."
            },
            "message": {
              "$ref": "#/definitions/text",
              "description": "The message shown when the rule fails (a text: literal or localized).",
              "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
            }
          },
          "required": [
            "value"
          ],
          "additionalProperties": false
        }
      ]
    },
    "rulePattern": {
      "description": "An ICU regular expression (NSRegularExpression) the whole text must match, or { value, message }.",
      "markdownDescription": "An ICU regular expression (NSRegularExpression) the whole text must match, or `{ value, message }`.",
      "anyOf": [
        {
          "type": "string",
          "minLength": 1
        },
        {
          "type": "object",
          "description": "The rule's value with the message shown when it fails.",
          "markdownDescription": "The rule's value with the message shown when it fails.",
          "properties": {
            "value": {
              "type": "string",
              "minLength": 1,
              "description": "The rule's value.",
              "markdownDescription": "The rule's value."
            },
            "message": {
              "$ref": "#/definitions/text",
              "description": "The message shown when the rule fails (a text: literal or localized).",
              "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
            }
          },
          "required": [
            "value"
          ],
          "additionalProperties": false
        }
      ]
    },
    "ruleInteger": {
      "description": "An integer bound, or { value, message }, or { field, message }.",
      "markdownDescription": "An integer bound, or `{ value, message }`, or `{ field, message }`.",
      "anyOf": [
        {
          "type": "integer"
        },
        {
          "type": "object",
          "description": "The rule's value with the message shown when it fails.",
          "markdownDescription": "The rule's value with the message shown when it fails.",
          "properties": {
            "value": {
              "type": "integer",
              "description": "The rule's value.",
              "markdownDescription": "The rule's value."
            },
            "message": {
              "$ref": "#/definitions/text",
              "description": "The message shown when the rule fails (a text: literal or localized).",
              "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
            }
          },
          "required": [
            "value"
          ],
          "additionalProperties": false
        },
        {
          "$ref": "#/definitions/ruleFieldBound"
        }
      ]
    },
    "ruleNumber": {
      "description": "A numeric bound, or { value, message }, or { field, message }.",
      "markdownDescription": "A numeric bound, or `{ value, message }`, or `{ field, message }`.",
      "anyOf": [
        {
          "type": "number"
        },
        {
          "type": "object",
          "description": "The rule's value with the message shown when it fails.",
          "markdownDescription": "The rule's value with the message shown when it fails.",
          "properties": {
            "value": {
              "type": "number",
              "description": "The rule's value.",
              "markdownDescription": "The rule's value."
            },
            "message": {
              "$ref": "#/definitions/text",
              "description": "The message shown when the rule fails (a text: literal or localized).",
              "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
            }
          },
          "required": [
            "value"
          ],
          "additionalProperties": false
        },
        {
          "$ref": "#/definitions/ruleFieldBound"
        }
      ]
    },
    "ruleDate": {
      "description": "A date bound (2024-04-01), or { value, message }; a relative date (today + 2 days); or { field, message }.",
      "markdownDescription": "A date bound (`2024-04-01`), or `{ value, message }`; a relative date (`today + 2 days`); or `{ field, message }`.",
      "anyOf": [
        {
          "anyOf": [
            {
              "type": "string",
              "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"
            },
            {
              "$ref": "#/definitions/relativeDay"
            }
          ]
        },
        {
          "type": "object",
          "description": "The rule's value with the message shown when it fails.",
          "markdownDescription": "The rule's value with the message shown when it fails.",
          "properties": {
            "value": {
              "anyOf": [
                {
                  "type": "string",
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"
                },
                {
                  "$ref": "#/definitions/relativeDay"
                }
              ],
              "description": "The rule's value.",
              "markdownDescription": "The rule's value."
            },
            "message": {
              "$ref": "#/definitions/text",
              "description": "The message shown when the rule fails (a text: literal or localized).",
              "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
            }
          },
          "required": [
            "value"
          ],
          "additionalProperties": false
        },
        {
          "$ref": "#/definitions/ruleFieldBound"
        }
      ]
    },
    "ruleTime": {
      "description": "A time bound (09:30), or { value, message }, or { field, message }.",
      "markdownDescription": "A time bound (`09:30`), or `{ value, message }`, or `{ field, message }`.",
      "anyOf": [
        {
          "type": "string",
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$"
        },
        {
          "type": "object",
          "description": "The rule's value with the message shown when it fails.",
          "markdownDescription": "The rule's value with the message shown when it fails.",
          "properties": {
            "value": {
              "type": "string",
              "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$",
              "description": "The rule's value.",
              "markdownDescription": "The rule's value."
            },
            "message": {
              "$ref": "#/definitions/text",
              "description": "The message shown when the rule fails (a text: literal or localized).",
              "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
            }
          },
          "required": [
            "value"
          ],
          "additionalProperties": false
        },
        {
          "$ref": "#/definitions/ruleFieldBound"
        }
      ]
    },
    "ruleDateTime": {
      "description": "A date-and-time bound (2024-04-01T09:30), or { value, message }; a relative date (today + 2 days); or { field, message }.",
      "markdownDescription": "A date-and-time bound (`2024-04-01T09:30`), or `{ value, message }`; a relative date (`today + 2 days`); or `{ field, message }`.",
      "anyOf": [
        {
          "anyOf": [
            {
              "type": "string",
              "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$"
            },
            {
              "$ref": "#/definitions/relativeDateTime"
            }
          ]
        },
        {
          "type": "object",
          "description": "The rule's value with the message shown when it fails.",
          "markdownDescription": "The rule's value with the message shown when it fails.",
          "properties": {
            "value": {
              "anyOf": [
                {
                  "type": "string",
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$"
                },
                {
                  "$ref": "#/definitions/relativeDateTime"
                }
              ],
              "description": "The rule's value.",
              "markdownDescription": "The rule's value."
            },
            "message": {
              "$ref": "#/definitions/text",
              "description": "The message shown when the rule fails (a text: literal or localized).",
              "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
            }
          },
          "required": [
            "value"
          ],
          "additionalProperties": false
        },
        {
          "$ref": "#/definitions/ruleFieldBound"
        }
      ]
    },
    "optionItem": {
      "type": "object",
      "description": "One row of a picker.",
      "markdownDescription": "One row of a picker.",
      "properties": {
        "value": {
          "$ref": "#/definitions/optionValue",
          "description": "The code stored in the model (the enum's raw value), read as text exactly as written.",
          "markdownDescription": "The code stored in the model (the enum's raw value), read as text exactly as written."
        },
        "label": {
          "$ref": "#/definitions/text",
          "description": "What the picker shows.",
          "markdownDescription": "What the picker shows."
        },
        "name": {
          "$ref": "#/definitions/identifier",
          "description": "The Swift case name; when absent it comes from value (tokyo → tokyo, 1 → value1).",
          "markdownDescription": "The Swift case name; when absent it comes from `value` (`tokyo` → `tokyo`, `1` → `value1`)."
        },
        "parents": {
          "type": "array",
          "description": "For a list shown by a dependent picker: the values of the parent picker under which this item is shown.",
          "markdownDescription": "For a list shown by a dependent picker: the values of the parent picker under which this item is shown.",
          "items": {
            "$ref": "#/definitions/optionValue",
            "description": "A value of the parent picker's list.",
            "markdownDescription": "A value of the parent picker's list."
          },
          "minItems": 1
        }
      },
      "required": [
        "value",
        "label"
      ],
      "additionalProperties": false
    },
    "toolbarItem": {
      "description": "A toolbar item: flexible_space, fixed_space, previous, next, done, clear, lookup, title, or one of them with a title or width, or { button, action }.",
      "markdownDescription": "A toolbar item: `flexible_space`, `fixed_space`, `previous`, `next`, `done`, `clear`, `lookup`, `title`, or one of them with a title or width, or `{ button, action }`.",
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "flexible_space",
            "fixed_space",
            "previous",
            "next",
            "done",
            "clear",
            "lookup",
            "title"
          ],
          "description": "A system item: flexible or fixed space, previous/next field (chevrons), Done, or clear (empties the focused field; an xmark symbol), or lookup (starts the focused field's look-up), or title (the focused field's label as a text).",
          "markdownDescription": "A system item: flexible or fixed space, previous/next field (chevrons), Done, or clear (empties the focused field; an xmark symbol), or lookup (starts the focused field's look-up), or title (the focused field's label as a text)."
        },
        {
          "type": "object",
          "description": "A fixed space of the given width.",
          "markdownDescription": "A fixed space of the given width.",
          "properties": {
            "fixed_space": {
              "type": "number",
              "minimum": 0,
              "description": "The width in points.",
              "markdownDescription": "The width in points."
            }
          },
          "required": [
            "fixed_space"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "description": "Focus the previous field in form order, with this title.",
          "markdownDescription": "Focus the previous field in form order, with this title.",
          "properties": {
            "previous": {
              "$ref": "#/definitions/text",
              "description": "The previous button's title.",
              "markdownDescription": "The `previous` button's title."
            }
          },
          "required": [
            "previous"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "description": "Focus the next field in form order, with this title.",
          "markdownDescription": "Focus the next field in form order, with this title.",
          "properties": {
            "next": {
              "$ref": "#/definitions/text",
              "description": "The next button's title.",
              "markdownDescription": "The `next` button's title."
            }
          },
          "required": [
            "next"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "description": "End editing, with this title ({ done: 決定 }).",
          "markdownDescription": "End editing, with this title (`{ done: 決定 }`).",
          "properties": {
            "done": {
              "$ref": "#/definitions/text",
              "description": "The done button's title.",
              "markdownDescription": "The `done` button's title."
            }
          },
          "required": [
            "done"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "description": "Empty the focused field, with this title ({ clear: クリア }).",
          "markdownDescription": "Empty the focused field, with this title (`{ clear: クリア }`).",
          "properties": {
            "clear": {
              "$ref": "#/definitions/text",
              "description": "The clear button's title.",
              "markdownDescription": "The `clear` button's title."
            }
          },
          "required": [
            "clear"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "description": "Start the focused field's look-up, with this title ({ lookup: 住所検索 }).",
          "markdownDescription": "Start the focused field's look-up, with this title (`{ lookup: 住所検索 }`).",
          "properties": {
            "lookup": {
              "$ref": "#/definitions/text",
              "description": "The lookup button's title.",
              "markdownDescription": "The `lookup` button's title."
            }
          },
          "required": [
            "lookup"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "description": "A button that calls the app with an action.",
          "markdownDescription": "A button that calls the app with an action.",
          "properties": {
            "button": {
              "$ref": "#/definitions/text",
              "description": "The button's title.",
              "markdownDescription": "The button's title."
            },
            "action": {
              "$ref": "#/definitions/identifier",
              "description": "The action the app receives when the button is tapped (clear → .clear).",
              "markdownDescription": "The action the app receives when the button is tapped (`clear` → `.clear`)."
            }
          },
          "required": [
            "button",
            "action"
          ],
          "additionalProperties": false
        },
        {
          "type": "object",
          "properties": {
            "title": {
              "$ref": "#/definitions/text",
              "description": "The fixed text shown.",
              "markdownDescription": "The fixed text shown."
            }
          },
          "required": [
            "title"
          ],
          "additionalProperties": false,
          "description": "A text in the toolbar, not a button ({ title: 郵便番号 }).",
          "markdownDescription": "A text in the toolbar, not a button (`{ title: 郵便番号 }`)."
        }
      ]
    },
    "field": {
      "type": "object",
      "description": "A field: id, kind, label, and the keys its kind accepts.",
      "markdownDescription": "A field: `id`, `kind`, `label`, and the keys its kind accepts.",
      "properties": {
        "id": {
          "$ref": "#/definitions/identifier",
          "description": "Unique in the form; the model property (first_name → firstName).",
          "markdownDescription": "Unique in the form; the model property (`first_name` → `firstName`)."
        },
        "kind": {
          "type": "string",
          "enum": [
            "text",
            "email",
            "password",
            "phone",
            "url",
            "number",
            "decimal",
            "text_area",
            "picker",
            "date",
            "toggle",
            "multi_picker",
            "segmented",
            "radio",
            "multi_select",
            "checkbox",
            "stepper",
            "slider"
          ],
          "description": "What the field takes: text, email, password, phone, url, number, decimal, text_area, picker, date, toggle, multi_picker, segmented, radio, multi_select, checkbox, stepper or slider.",
          "markdownDescription": "What the field takes: text, email, password, phone, url, number, decimal, text_area, picker, date, toggle, multi_picker, segmented, radio, multi_select, checkbox, stepper or slider."
        },
        "label": {
          "$ref": "#/definitions/text",
          "description": "The field's label.",
          "markdownDescription": "The field's label."
        },
        "required": {
          "$ref": "#/definitions/ruleBoolean",
          "description": "Must not be empty (a toggle: must be on).",
          "markdownDescription": "Must not be empty (a toggle: must be on)."
        },
        "placeholder": {
          "$ref": "#/definitions/text",
          "description": "Shown while the field is empty.",
          "markdownDescription": "Shown while the field is empty."
        },
        "default": {
          "type": [
            "string",
            "number",
            "boolean",
            "object",
            "array"
          ],
          "description": "The initial value: a string (text kinds), a number (number, decimal), an option value (picker), an ISO 8601 string (date), a boolean (toggle), a mapping of component ids to option values (multi_picker).",
          "markdownDescription": "The initial value: a string (text kinds), a number (number, decimal), an option value (picker), an ISO 8601 string (date), a boolean (toggle), a mapping of component ids to option values (multi_picker)."
        },
        "min_length": {
          "$ref": "#/definitions/ruleLength",
          "description": "The fewest characters.",
          "markdownDescription": "The fewest characters."
        },
        "max_length": {
          "$ref": "#/definitions/ruleLength",
          "description": "The most characters.",
          "markdownDescription": "The most characters."
        },
        "pattern": {
          "$ref": "#/definitions/rulePattern",
          "description": "An ICU regular expression the whole text must match.",
          "markdownDescription": "An ICU regular expression the whole text must match."
        },
        "min": {
          "description": "The least value: an integer (number), a number (decimal), an ISO 8601 string (date); or { value, message }.",
          "markdownDescription": "The least value: an integer (number), a number (decimal), an ISO 8601 string (date); or `{ value, message }`."
        },
        "max": {
          "description": "The greatest value: an integer (number), a number (decimal), an ISO 8601 string (date); or { value, message }.",
          "markdownDescription": "The greatest value: an integer (number), a number (decimal), an ISO 8601 string (date); or `{ value, message }`."
        },
        "keyboard_type": {
          "type": "string",
          "enum": [
            "default",
            "ascii_capable",
            "numbers_and_punctuation",
            "url",
            "number_pad",
            "phone_pad",
            "name_phone_pad",
            "email_address",
            "decimal_pad",
            "twitter",
            "web_search",
            "ascii_capable_number_pad"
          ],
          "description": "Overrides the kind's keyboard (UIKeyboardType).",
          "markdownDescription": "Overrides the kind's keyboard (UIKeyboardType)."
        },
        "content_type": {
          "type": "string",
          "enum": [
            "name",
            "name_prefix",
            "given_name",
            "middle_name",
            "family_name",
            "name_suffix",
            "nickname",
            "job_title",
            "organization_name",
            "location",
            "full_street_address",
            "street_address_line1",
            "street_address_line2",
            "address_city",
            "address_state",
            "address_city_and_state",
            "sublocality",
            "country_name",
            "postal_code",
            "telephone_number",
            "email_address",
            "url",
            "credit_card_number",
            "username",
            "password",
            "new_password",
            "one_time_code",
            "shipment_tracking_number",
            "flight_number",
            "date_time",
            "birthdate",
            "birthdate_day",
            "birthdate_month",
            "birthdate_year",
            "credit_card_security_code",
            "credit_card_name",
            "credit_card_given_name",
            "credit_card_middle_name",
            "credit_card_family_name",
            "credit_card_expiration",
            "credit_card_expiration_month",
            "credit_card_expiration_year",
            "credit_card_type",
            "cellular_eid",
            "cellular_imei"
          ],
          "description": "Autofill: a UITextContentType in snake case (the iOS 17 ones are set only on iOS 17 and later).",
          "markdownDescription": "Autofill: a UITextContentType in snake case (the iOS 17 ones are set only on iOS 17 and later)."
        },
        "autocapitalization": {
          "type": "string",
          "enum": [
            "none",
            "words",
            "sentences",
            "all_characters"
          ],
          "description": "Overrides the kind's autocapitalization.",
          "markdownDescription": "Overrides the kind's autocapitalization."
        },
        "autocorrection": {
          "type": "boolean",
          "description": "Overrides the system's autocorrection default.",
          "markdownDescription": "Overrides the system's autocorrection default."
        },
        "return_key": {
          "type": "string",
          "enum": [
            "default",
            "go",
            "google",
            "join",
            "next",
            "route",
            "search",
            "send",
            "yahoo",
            "done",
            "emergency_call",
            "continue"
          ],
          "description": "The Return key's title; Return always moves to the next field, or ends editing on the last.",
          "markdownDescription": "The Return key's title; Return always moves to the next field, or ends editing on the last."
        },
        "secure": {
          "type": "boolean",
          "description": "Hides the text as it is typed (text and password fields).",
          "markdownDescription": "Hides the text as it is typed (text and password fields)."
        },
        "toolbar": {
          "$ref": "#/definitions/identifier",
          "description": "The name of the accessory toolbar (a key of toolbars).",
          "markdownDescription": "The name of the accessory toolbar (a key of `toolbars`)."
        },
        "options": {
          "$ref": "#/definitions/identifier",
          "description": "The option list whose items are the choices (a key of options).",
          "markdownDescription": "The option list whose items are the choices (a key of `options`)."
        },
        "parent": {
          "$ref": "#/definitions/identifier",
          "description": "The id of another picker whose value filters this one's rows (a dependent picker).",
          "markdownDescription": "The id of another picker whose value filters this one's rows (a dependent picker)."
        },
        "mode": {
          "type": "string",
          "enum": [
            "date",
            "time",
            "date_and_time"
          ],
          "description": "What the date picker picks; default date.",
          "markdownDescription": "What the date picker picks; default `date`."
        },
        "validate_on": {
          "$ref": "#/definitions/validationTiming",
          "description": "When this field shows its issues, overriding the form's validate_on.",
          "markdownDescription": "When this field shows its issues, overriding the form's `validate_on`."
        },
        "same_as": {
          "description": "A confirmation: the id of the field whose value this one must equal (same value type), or { value, message }.",
          "markdownDescription": "A confirmation: the id of the field whose value this one must equal (same value type), or `{ value, message }`.",
          "anyOf": [
            {
              "$ref": "#/definitions/identifier"
            },
            {
              "type": "object",
              "properties": {
                "value": {
                  "$ref": "#/definitions/identifier",
                  "description": "The id of the confirmed field.",
                  "markdownDescription": "The id of the confirmed field."
                },
                "message": {
                  "$ref": "#/definitions/text",
                  "description": "The message shown when the rule fails (a text: literal or localized).",
                  "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
                }
              },
              "required": [
                "value"
              ],
              "additionalProperties": false
            }
          ]
        },
        "custom": {
          "description": "The app's named rules (one or a list): the generated form requires a typed function for each.",
          "markdownDescription": "The app's named rules (one or a list): the generated form requires a typed function for each.",
          "anyOf": [
            {
              "$ref": "#/definitions/customRule"
            },
            {
              "type": "array",
              "items": {
                "$ref": "#/definitions/customRule"
              },
              "minItems": 1
            }
          ]
        },
        "visible_when": {
          "$ref": "#/definitions/condition",
          "description": "The field is shown (and validated) only while this holds; a hidden field keeps its value.",
          "markdownDescription": "The field is shown (and validated) only while this holds; a hidden field keeps its value."
        },
        "enabled_when": {
          "$ref": "#/definitions/condition",
          "description": "The field can be edited (and is validated) only while this holds.",
          "markdownDescription": "The field can be edited (and is validated) only while this holds."
        },
        "date_only_when": {
          "$ref": "#/definitions/condition",
          "description": "On a mode: date_and_time date: while this holds, the field picks the date only and its value is the start of its day.",
          "markdownDescription": "On a `mode: date_and_time` date: while this holds, the field picks the date only and its value is the start of its day."
        },
        "read_only": {
          "type": "boolean",
          "description": "true: shown, never editable by the user (the app sets its value); not validated.",
          "markdownDescription": "true: shown, never editable by the user (the app sets its value); not validated."
        },
        "normalize": {
          "oneOf": [
            {
              "$ref": "#/definitions/normalizeRewrite"
            },
            {
              "type": "array",
              "items": {
                "$ref": "#/definitions/normalizeRewrite"
              }
            },
            {
              "type": "object",
              "properties": {
                "to": {
                  "oneOf": [
                    {
                      "$ref": "#/definitions/normalizeRewrite"
                    },
                    {
                      "type": "array",
                      "items": {
                        "$ref": "#/definitions/normalizeRewrite"
                      }
                    }
                  ]
                },
                "when": {
                  "type": "string",
                  "enum": [
                    "typing",
                    "end_editing"
                  ],
                  "description": "When the text shown is rewritten; default typing (the model always holds the normalised value).",
                  "markdownDescription": "When the text shown is rewritten; default `typing` (the model always holds the normalised value)."
                }
              },
              "required": [
                "to"
              ],
              "additionalProperties": false
            }
          ],
          "description": "Rewrites the text (halfwidth, fullwidth_katakana, katakana, hiragana, halfwidth_katakana, trim, uppercase, lowercase, { zero_pad: N }): a list, or { to: [...], when: typing | end_editing }.",
          "markdownDescription": "Rewrites the text (halfwidth, fullwidth_katakana, katakana, hiragana, halfwidth_katakana, trim, uppercase, lowercase, `{ zero_pad: N }`): a list, or `{ to: [...], when: typing | end_editing }`."
        },
        "mask": {
          "description": "A fixed format typed into (###-####), or masks chosen by the value: { by_prefix: [{ prefix, mask }], otherwise: mask } (the longest prefix typed wins), or by another field's value: { field, by_prefix, otherwise }.",
          "markdownDescription": "A fixed format typed into (`###-####`), or masks chosen by the value: `{ by_prefix: [{ prefix, mask }], otherwise: mask }` (the longest prefix typed wins), or by another field's value: `{ field, by_prefix, otherwise }`.",
          "oneOf": [
            {
              "$ref": "#/definitions/maskPattern"
            },
            {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "by_prefix",
                "otherwise"
              ],
              "properties": {
                "field": {
                  "$ref": "#/definitions/identifier",
                  "description": "The other field whose value (its mask's separators left out) chooses the case: a security code following the card number.",
                  "markdownDescription": "The other field whose value (its mask's separators left out) chooses the case: a security code following the card number."
                },
                "by_prefix": {
                  "type": "array",
                  "minItems": 1,
                  "description": "The cases: the characters typed (separators left out) starting with a prefix choose its mask.",
                  "markdownDescription": "The cases: the characters typed (separators left out) starting with a prefix choose its mask.",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "prefix",
                      "mask"
                    ],
                    "properties": {
                      "prefix": {
                        "description": "One prefix or a list of them (\"34\", [\"34\", \"37\"]).",
                        "markdownDescription": "One prefix or a list of them (\"34\", [\"34\", \"37\"]).",
                        "oneOf": [
                          {
                            "type": [
                              "string",
                              "integer"
                            ],
                            "minLength": 1
                          },
                          {
                            "type": "array",
                            "minItems": 1,
                            "items": {
                              "type": [
                                "string",
                                "integer"
                              ],
                              "minLength": 1
                            }
                          }
                        ]
                      },
                      "mask": {
                        "$ref": "#/definitions/maskPattern"
                      }
                    }
                  }
                },
                "otherwise": {
                  "$ref": "#/definitions/maskPattern"
                }
              }
            }
          ]
        },
        "complete": {
          "description": "true: a value that is not empty must fill every position of its mask (the case chosen for it), or { value, message }.",
          "markdownDescription": "`true`: a value that is not empty must fill every position of its mask (the case chosen for it), or `{ value, message }`.",
          "$ref": "#/definitions/ruleBoolean"
        },
        "reveal_toggle": {
          "oneOf": [
            {
              "type": "boolean"
            },
            {
              "type": "object",
              "properties": {
                "show": {
                  "$ref": "#/definitions/text"
                },
                "hide": {
                  "$ref": "#/definitions/text"
                }
              },
              "required": [
                "show",
                "hide"
              ],
              "additionalProperties": false
            }
          ],
          "description": "Adds a show/hide button to a password field: true, or { show, hide } with its VoiceOver labels.",
          "markdownDescription": "Adds a show/hide button to a password field: `true`, or `{ show, hide }` with its VoiceOver labels."
        },
        "fill_on_focus": {
          "type": "boolean",
          "description": "Pickers, multi-column pickers and dates: whether focusing the empty field takes the value shown. Default: true for required fields, false otherwise (an optional field stays empty until the user turns a wheel or taps done).",
          "markdownDescription": "Pickers, multi-column pickers and dates: whether focusing the empty field takes the value shown. Default: true for required fields, false otherwise (an optional field stays empty until the user turns a wheel or taps done)."
        },
        "none_row": {
          "$ref": "#/definitions/text",
          "description": "Pickers: the title of a first row that chooses nothing (none_row: 選択しない).",
          "markdownDescription": "Pickers: the title of a first row that chooses nothing (`none_row: 選択しない`)."
        },
        "show_count": {
          "type": "boolean",
          "description": "Text areas: show a character counter (12/200 against max_length), red past the limit.",
          "markdownDescription": "Text areas: show a character counter (`12/200` against `max_length`), red past the limit."
        },
        "components": {
          "type": "array",
          "minItems": 2,
          "maxItems": 4,
          "description": "Multi-column pickers: the wheels, left to right (2 to 4).",
          "markdownDescription": "Multi-column pickers: the wheels, left to right (2 to 4).",
          "items": {
            "type": "object",
            "description": "One wheel over an option list.",
            "markdownDescription": "One wheel over an option list.",
            "properties": {
              "id": {
                "$ref": "#/definitions/identifier",
                "description": "Unique in the field; the property of the value's struct and the key of the default.",
                "markdownDescription": "Unique in the field; the property of the value's struct and the key of the default."
              },
              "options": {
                "$ref": "#/definitions/identifier",
                "description": "The option list the wheel shows.",
                "markdownDescription": "The option list the wheel shows."
              },
              "label": {
                "$ref": "#/definitions/text",
                "description": "What VoiceOver calls the wheel.",
                "markdownDescription": "What VoiceOver calls the wheel."
              },
              "parent": {
                "$ref": "#/definitions/identifier",
                "description": "A component to the left whose value filters this wheel's rows (the list's parents).",
                "markdownDescription": "A component to the left whose value filters this wheel's rows (the list's `parents`)."
              }
            },
            "required": [
              "id",
              "options"
            ],
            "additionalProperties": false
          }
        },
        "separator": {
          "type": [
            "string",
            "number"
          ],
          "description": "Multi-column pickers: what joins the chosen titles in the field (default /).",
          "markdownDescription": "Multi-column pickers: what joins the chosen titles in the field (default `/`)."
        },
        "min_count": {
          "$ref": "#/definitions/ruleLength",
          "description": "The fewest options chosen (multi_select); an empty choice counts 0.",
          "markdownDescription": "The fewest options chosen (multi_select); an empty choice counts 0."
        },
        "max_count": {
          "$ref": "#/definitions/ruleLength",
          "description": "The most options chosen (multi_select); at the limit the other rows are disabled.",
          "markdownDescription": "The most options chosen (multi_select); at the limit the other rows are disabled."
        },
        "step": {
          "type": "number",
          "exclusiveMinimum": 0,
          "description": "How far one step moves: an integer (stepper, default 1), a number (slider, default: no snapping).",
          "markdownDescription": "How far one step moves: an integer (stepper, default 1), a number (slider, default: no snapping)."
        },
        "show_value": {
          "type": "boolean",
          "description": "Shows the slider's value in a label beside it (slider).",
          "markdownDescription": "Shows the slider's value in a label beside it (slider)."
        },
        "style": {
          "type": "string",
          "enum": [
            "rows",
            "list",
            "wheel"
          ],
          "description": "How a choice shows its options. multi_select and radio: check rows in the form (rows, default) or one row that pushes a list (list). picker: a wheel (wheel) or one row that pushes a list (list); without it, a wheel in UIKit and a menu in SwiftUI.",
          "markdownDescription": "How a choice shows its options. `multi_select` and `radio`: check rows in the form (`rows`, default) or one row that pushes a list (`list`). `picker`: a wheel (`wheel`) or one row that pushes a list (`list`); without it, a wheel in UIKit and a menu in SwiftUI."
        },
        "lookup": {
          "type": "object",
          "description": "Text, email, phone, url, number and decimal fields: a look-up the app supplies, from this field's value to other fields' values (a postcode → prefecture, city, street).",
          "markdownDescription": "Text, email, phone, url, number and decimal fields: a look-up the app supplies, from this field's value to other fields' values (a postcode → prefecture, city, street).",
          "properties": {
            "fills": {
              "type": "array",
              "minItems": 1,
              "uniqueItems": true,
              "items": {
                "$ref": "#/definitions/identifier"
              },
              "description": "The ids of the fields the app's answer fills (other fields of the form, each filled by one look-up).",
              "markdownDescription": "The ids of the fields the app's answer fills (other fields of the form, each filled by one look-up)."
            },
            "on": {
              "enum": [
                "end_editing",
                "action"
              ],
              "description": "What starts it: end_editing (default: the user ends editing a changed value) or action (only a toolbar lookup item or the app).",
              "markdownDescription": "What starts it: `end_editing` (default: the user ends editing a changed value) or `action` (only a toolbar `lookup` item or the app)."
            },
            "not_found": {
              "$ref": "#/definitions/text",
              "description": "The message shown at the field when the app finds nothing.",
              "markdownDescription": "The message shown at the field when the app finds nothing."
            }
          },
          "required": [
            "fills"
          ],
          "additionalProperties": false
        },
        "follows": {
          "$ref": "#/definitions/identifier",
          "description": "The id of a field whose changes this one takes on, unless the user changed this one away from it (same type of value; not on passwords and multi-column pickers).",
          "markdownDescription": "The id of a field whose changes this one takes on, unless the user changed this one away from it (same type of value; not on passwords and multi-column pickers)."
        },
        "swift_name": {
          "type": "string",
          "pattern": "^[a-z][A-Za-z0-9_]*$",
          "description": "The name of the field's Swift property, instead of its id's (state would become state_, a name the generated code takes); checked like every name.",
          "markdownDescription": "The name of the field's Swift property, instead of its id's (`state` would become `state_`, a name the generated code takes); checked like every name."
        },
        "format": {
          "type": "object",
          "additionalProperties": false,
          "description": "How the value is shown when not edited: number, decimal, and a stepper's or slider's value label (style, currency, grouping, fraction_digits, prefix, suffix), or date (date, time), in the form's language.",
          "markdownDescription": "How the value is shown when not edited: `number`, `decimal`, and a `stepper`'s or `slider`'s value label (`style`, `currency`, `grouping`, `fraction_digits`, `prefix`, `suffix`), or `date` (`date`, `time`), in the form's `language`.",
          "properties": {
            "style": {
              "enum": [
                "number",
                "currency",
                "percent"
              ],
              "description": "number (digits, grouped), currency (with currency:), percent (0.25 → 25%).",
              "markdownDescription": "number (digits, grouped), currency (with currency:), percent (0.25 → 25%)."
            },
            "currency": {
              "type": "string",
              "pattern": "^[A-Z]{3}$",
              "description": "An ISO 4217 currency code (JPY, USD), with style: currency.",
              "markdownDescription": "An ISO 4217 currency code (JPY, USD), with style: currency."
            },
            "grouping": {
              "type": "boolean",
              "description": "Whether digits are grouped (1,200); default true.",
              "markdownDescription": "Whether digits are grouped (1,200); default true."
            },
            "fraction_digits": {
              "type": "integer",
              "minimum": 0,
              "maximum": 10,
              "description": "Fixed digits after the decimal separator; default the style's own (JPY: 0).",
              "markdownDescription": "Fixed digits after the decimal separator; default the style's own (JPY: 0)."
            },
            "prefix": {
              "type": [
                "string",
                "number"
              ],
              "description": "Text before the number.",
              "markdownDescription": "Text before the number."
            },
            "suffix": {
              "type": [
                "string",
                "number"
              ],
              "description": "Text after the number ( kg, 円).",
              "markdownDescription": "Text after the number ( kg, 円)."
            },
            "date": {
              "enum": [
                "none",
                "short",
                "medium",
                "long",
                "full"
              ],
              "description": "The date's length (DateFormatter.Style).",
              "markdownDescription": "The date's length (DateFormatter.Style)."
            },
            "time": {
              "enum": [
                "none",
                "short",
                "medium",
                "long",
                "full"
              ],
              "description": "The time's length (DateFormatter.Style).",
              "markdownDescription": "The time's length (DateFormatter.Style)."
            }
          }
        },
        "help": {
          "$ref": "#/definitions/text",
          "description": "A help text under the control (also in its VoiceOver hint).",
          "markdownDescription": "A help text under the control (also in its VoiceOver hint)."
        },
        "hide_label": {
          "type": "boolean",
          "description": "true: no visible label; the label is still spoken and used in messages. Not on toggle and checkbox.",
          "markdownDescription": "`true`: no visible label; the label is still spoken and used in messages. Not on `toggle` and `checkbox`."
        },
        "confirm": {
          "type": "boolean",
          "description": "false leaves the field out of the confirmation step's summary (confirm: at the top level), as a password confirmation is.",
          "markdownDescription": "`false` leaves the field out of the confirmation step's summary (`confirm:` at the top level), as a password confirmation is."
        }
      },
      "required": [
        "id",
        "kind",
        "label"
      ],
      "additionalProperties": false,
      "allOf": [
        {
          "if": {
            "properties": {
              "kind": {
                "const": "text"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min": false,
              "max": false,
              "options": false,
              "parent": false,
              "mode": false,
              "default": {
                "type": [
                  "string",
                  "number"
                ],
                "description": "The initial text (a plain number is read as written).",
                "markdownDescription": "The initial text (a plain number is read as written)."
              },
              "reveal_toggle": false,
              "components": false,
              "fill_on_focus": false,
              "max_count": false,
              "min_count": false,
              "none_row": false,
              "separator": false,
              "show_count": false,
              "show_value": false,
              "step": false,
              "style": false,
              "format": false,
              "date_only_when": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "email"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min": false,
              "max": false,
              "secure": false,
              "options": false,
              "parent": false,
              "mode": false,
              "default": {
                "type": [
                  "string",
                  "number"
                ],
                "description": "The initial text (a plain number is read as written).",
                "markdownDescription": "The initial text (a plain number is read as written)."
              },
              "mask": false,
              "complete": false,
              "reveal_toggle": false,
              "components": false,
              "fill_on_focus": false,
              "max_count": false,
              "min_count": false,
              "none_row": false,
              "separator": false,
              "show_count": false,
              "show_value": false,
              "step": false,
              "style": false,
              "format": false,
              "date_only_when": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "phone"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min": false,
              "max": false,
              "secure": false,
              "options": false,
              "parent": false,
              "mode": false,
              "default": {
                "type": [
                  "string",
                  "number"
                ],
                "description": "The initial text (a plain number is read as written).",
                "markdownDescription": "The initial text (a plain number is read as written)."
              },
              "reveal_toggle": false,
              "components": false,
              "fill_on_focus": false,
              "max_count": false,
              "min_count": false,
              "none_row": false,
              "separator": false,
              "show_count": false,
              "show_value": false,
              "step": false,
              "style": false,
              "format": false,
              "date_only_when": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "url"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min": false,
              "max": false,
              "secure": false,
              "options": false,
              "parent": false,
              "mode": false,
              "default": {
                "type": [
                  "string",
                  "number"
                ],
                "description": "The initial text (a plain number is read as written).",
                "markdownDescription": "The initial text (a plain number is read as written)."
              },
              "mask": false,
              "complete": false,
              "reveal_toggle": false,
              "components": false,
              "fill_on_focus": false,
              "max_count": false,
              "min_count": false,
              "none_row": false,
              "separator": false,
              "show_count": false,
              "show_value": false,
              "step": false,
              "style": false,
              "format": false,
              "date_only_when": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "number"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "secure": false,
              "options": false,
              "parent": false,
              "mode": false,
              "default": {
                "type": "integer",
                "description": "The initial value (an integer).",
                "markdownDescription": "The initial value (an integer)."
              },
              "min": {
                "$ref": "#/definitions/ruleInteger",
                "description": "The least value (an integer), or { value, message }.",
                "markdownDescription": "The least value (an integer), or `{ value, message }`."
              },
              "max": {
                "$ref": "#/definitions/ruleInteger",
                "description": "The greatest value (an integer), or { value, message }.",
                "markdownDescription": "The greatest value (an integer), or `{ value, message }`."
              },
              "mask": false,
              "complete": false,
              "reveal_toggle": false,
              "components": false,
              "fill_on_focus": false,
              "max_count": false,
              "min_count": false,
              "none_row": false,
              "separator": false,
              "show_count": false,
              "show_value": false,
              "step": false,
              "style": false,
              "date_only_when": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "decimal"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "secure": false,
              "options": false,
              "parent": false,
              "mode": false,
              "default": {
                "type": "number",
                "description": "The initial value (a number).",
                "markdownDescription": "The initial value (a number)."
              },
              "min": {
                "$ref": "#/definitions/ruleNumber",
                "description": "The least value, or { value, message }.",
                "markdownDescription": "The least value, or `{ value, message }`."
              },
              "max": {
                "$ref": "#/definitions/ruleNumber",
                "description": "The greatest value, or { value, message }.",
                "markdownDescription": "The greatest value, or `{ value, message }`."
              },
              "mask": false,
              "complete": false,
              "reveal_toggle": false,
              "components": false,
              "fill_on_focus": false,
              "max_count": false,
              "min_count": false,
              "none_row": false,
              "separator": false,
              "show_count": false,
              "show_value": false,
              "step": false,
              "style": false,
              "date_only_when": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "text_area"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min": false,
              "max": false,
              "return_key": false,
              "secure": false,
              "options": false,
              "parent": false,
              "mode": false,
              "default": {
                "type": [
                  "string",
                  "number"
                ],
                "description": "The initial text (a plain number is read as written).",
                "markdownDescription": "The initial text (a plain number is read as written)."
              },
              "normalize": false,
              "mask": false,
              "complete": false,
              "reveal_toggle": false,
              "components": false,
              "fill_on_focus": false,
              "max_count": false,
              "min_count": false,
              "none_row": false,
              "separator": false,
              "show_value": false,
              "step": false,
              "style": false,
              "lookup": false,
              "format": false,
              "date_only_when": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "picker"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "min": false,
              "max": false,
              "keyboard_type": false,
              "content_type": false,
              "autocapitalization": false,
              "autocorrection": false,
              "return_key": false,
              "secure": false,
              "mode": false,
              "default": {
                "$ref": "#/definitions/optionValue",
                "description": "The value of the option selected initially.",
                "markdownDescription": "The `value` of the option selected initially."
              },
              "normalize": false,
              "mask": false,
              "complete": false,
              "reveal_toggle": false,
              "components": false,
              "max_count": false,
              "min_count": false,
              "separator": false,
              "show_count": false,
              "show_value": false,
              "step": false,
              "style": {
                "enum": [
                  "wheel",
                  "list"
                ],
                "description": "A picker: a wheel (wheel) or one row that pushes a list (list).",
                "markdownDescription": "A picker: a wheel (`wheel`) or one row that pushes a list (`list`)."
              },
              "validate_on": {
                "enum": [
                  "submit",
                  "end_editing"
                ],
                "description": "Not typed into: typing does not apply.",
                "markdownDescription": "Not typed into: `typing` does not apply."
              },
              "lookup": false,
              "format": false,
              "date_only_when": false
            },
            "required": [
              "options"
            ]
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "date"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "keyboard_type": false,
              "content_type": false,
              "autocapitalization": false,
              "autocorrection": false,
              "return_key": false,
              "secure": false,
              "options": false,
              "parent": false,
              "normalize": false,
              "mask": false,
              "complete": false,
              "reveal_toggle": false,
              "components": false,
              "max_count": false,
              "min_count": false,
              "none_row": false,
              "separator": false,
              "show_count": false,
              "show_value": false,
              "step": false,
              "style": false,
              "validate_on": {
                "enum": [
                  "submit",
                  "end_editing"
                ],
                "description": "Not typed into: typing does not apply.",
                "markdownDescription": "Not typed into: `typing` does not apply."
              },
              "lookup": false
            },
            "allOf": [
              {
                "if": {
                  "properties": {
                    "mode": {
                      "const": "date"
                    }
                  }
                },
                "then": {
                  "properties": {
                    "default": {
                      "anyOf": [
                        {
                          "$ref": "#/definitions/isoDate"
                        },
                        {
                          "$ref": "#/definitions/relativeDay"
                        }
                      ],
                      "description": "The initial value (2024-04-01), or relative (today, now + 1 hour).",
                      "markdownDescription": "The initial value (`2024-04-01`), or relative (`today`, `now + 1 hour`)."
                    },
                    "min": {
                      "$ref": "#/definitions/ruleDate",
                      "description": "The earliest value (2024-04-01), or { value, message }.",
                      "markdownDescription": "The earliest value (`2024-04-01`), or `{ value, message }`."
                    },
                    "max": {
                      "$ref": "#/definitions/ruleDate",
                      "description": "The latest value (2024-04-01), or { value, message }.",
                      "markdownDescription": "The latest value (`2024-04-01`), or `{ value, message }`."
                    },
                    "date_only_when": false
                  }
                }
              },
              {
                "if": {
                  "properties": {
                    "mode": {
                      "const": "time"
                    }
                  },
                  "required": [
                    "mode"
                  ]
                },
                "then": {
                  "properties": {
                    "default": {
                      "$ref": "#/definitions/isoTime",
                      "description": "The initial value (09:30).",
                      "markdownDescription": "The initial value (`09:30`)."
                    },
                    "min": {
                      "$ref": "#/definitions/ruleTime",
                      "description": "The earliest value (09:30), or { value, message }.",
                      "markdownDescription": "The earliest value (`09:30`), or `{ value, message }`."
                    },
                    "max": {
                      "$ref": "#/definitions/ruleTime",
                      "description": "The latest value (09:30), or { value, message }.",
                      "markdownDescription": "The latest value (`09:30`), or `{ value, message }`."
                    },
                    "date_only_when": false
                  }
                }
              },
              {
                "if": {
                  "properties": {
                    "mode": {
                      "const": "date_and_time"
                    }
                  },
                  "required": [
                    "mode"
                  ]
                },
                "then": {
                  "properties": {
                    "default": {
                      "anyOf": [
                        {
                          "$ref": "#/definitions/isoDateTime"
                        },
                        {
                          "$ref": "#/definitions/relativeDateTime"
                        }
                      ],
                      "description": "The initial value (2024-04-01T09:30), or relative (today, now + 1 hour).",
                      "markdownDescription": "The initial value (`2024-04-01T09:30`), or relative (`today`, `now + 1 hour`)."
                    },
                    "min": {
                      "$ref": "#/definitions/ruleDateTime",
                      "description": "The earliest value (2024-04-01T09:30), or { value, message }.",
                      "markdownDescription": "The earliest value (`2024-04-01T09:30`), or `{ value, message }`."
                    },
                    "max": {
                      "$ref": "#/definitions/ruleDateTime",
                      "description": "The latest value (2024-04-01T09:30), or { value, message }.",
                      "markdownDescription": "The latest value (`2024-04-01T09:30`), or `{ value, message }`."
                    }
                  }
                }
              }
            ]
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "toggle"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "placeholder": false,
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "min": false,
              "max": false,
              "keyboard_type": false,
              "content_type": false,
              "autocapitalization": false,
              "autocorrection": false,
              "return_key": false,
              "secure": false,
              "toolbar": false,
              "options": false,
              "parent": false,
              "mode": false,
              "default": {
                "type": "boolean",
                "description": "Whether the switch is on initially (true / false).",
                "markdownDescription": "Whether the switch is on initially (`true` / `false`)."
              },
              "normalize": false,
              "mask": false,
              "complete": false,
              "reveal_toggle": false,
              "components": false,
              "fill_on_focus": false,
              "max_count": false,
              "min_count": false,
              "none_row": false,
              "separator": false,
              "show_count": false,
              "show_value": false,
              "step": false,
              "style": false,
              "validate_on": {
                "enum": [
                  "submit",
                  "end_editing"
                ],
                "description": "Not typed into: typing does not apply.",
                "markdownDescription": "Not typed into: `typing` does not apply."
              },
              "lookup": false,
              "format": false,
              "hide_label": false,
              "date_only_when": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "password"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min": false,
              "max": false,
              "options": false,
              "parent": false,
              "mode": false,
              "default": {
                "type": [
                  "string",
                  "number"
                ],
                "description": "The initial text (a plain number is read as written).",
                "markdownDescription": "The initial text (a plain number is read as written)."
              },
              "fill_on_focus": false,
              "none_row": false,
              "show_count": false,
              "components": false,
              "separator": false,
              "max_count": false,
              "min_count": false,
              "show_value": false,
              "step": false,
              "style": false,
              "lookup": false,
              "follows": false,
              "format": false,
              "date_only_when": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "multi_picker"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "min": false,
              "max": false,
              "keyboard_type": false,
              "content_type": false,
              "autocapitalization": false,
              "autocorrection": false,
              "return_key": false,
              "secure": false,
              "options": false,
              "parent": false,
              "mode": false,
              "none_row": false,
              "show_count": false,
              "default": {
                "type": "object",
                "description": "The initial value per component: { month: \"04\", year: \"2027\" } (components left out start empty).",
                "markdownDescription": "The initial value per component: `{ month: \"04\", year: \"2027\" }` (components left out start empty).",
                "additionalProperties": {
                  "$ref": "#/definitions/optionValue"
                }
              },
              "mask": false,
              "complete": false,
              "max_count": false,
              "min_count": false,
              "normalize": false,
              "reveal_toggle": false,
              "show_value": false,
              "step": false,
              "style": false,
              "lookup": false,
              "follows": false,
              "format": false,
              "date_only_when": false
            },
            "required": [
              "components"
            ]
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "segmented"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "placeholder": false,
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "min": false,
              "max": false,
              "keyboard_type": false,
              "content_type": false,
              "autocapitalization": false,
              "autocorrection": false,
              "return_key": false,
              "secure": false,
              "toolbar": false,
              "parent": false,
              "mode": false,
              "same_as": false,
              "custom": false,
              "min_count": false,
              "max_count": false,
              "step": false,
              "show_value": false,
              "style": false,
              "default": {
                "$ref": "#/definitions/optionValue",
                "description": "The value of the option selected initially.",
                "markdownDescription": "The `value` of the option selected initially."
              },
              "components": false,
              "fill_on_focus": false,
              "mask": false,
              "complete": false,
              "none_row": false,
              "normalize": false,
              "reveal_toggle": false,
              "separator": false,
              "show_count": false,
              "lookup": false,
              "format": false,
              "date_only_when": false
            },
            "required": [
              "options"
            ]
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "radio"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "placeholder": {
                "$ref": "#/definitions/text",
                "description": "What the style: list row shows while nothing is chosen.",
                "markdownDescription": "What the `style: list` row shows while nothing is chosen."
              },
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "min": false,
              "max": false,
              "keyboard_type": false,
              "content_type": false,
              "autocapitalization": false,
              "autocorrection": false,
              "return_key": false,
              "secure": false,
              "toolbar": false,
              "parent": false,
              "mode": false,
              "same_as": false,
              "custom": false,
              "min_count": false,
              "max_count": false,
              "step": false,
              "show_value": false,
              "style": {
                "enum": [
                  "rows",
                  "list"
                ],
                "description": "A radio: check rows in the form (rows, default) or one row that pushes a list (list).",
                "markdownDescription": "A radio: check rows in the form (`rows`, default) or one row that pushes a list (`list`)."
              },
              "default": {
                "$ref": "#/definitions/optionValue",
                "description": "The value of the option selected initially.",
                "markdownDescription": "The `value` of the option selected initially."
              },
              "components": false,
              "fill_on_focus": false,
              "mask": false,
              "complete": false,
              "none_row": false,
              "normalize": false,
              "reveal_toggle": false,
              "separator": false,
              "show_count": false,
              "lookup": false,
              "format": false,
              "date_only_when": false
            },
            "required": [
              "options"
            ]
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "multi_select"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "min": false,
              "max": false,
              "keyboard_type": false,
              "content_type": false,
              "autocapitalization": false,
              "autocorrection": false,
              "return_key": false,
              "secure": false,
              "toolbar": false,
              "parent": false,
              "mode": false,
              "same_as": false,
              "custom": false,
              "step": false,
              "show_value": false,
              "default": {
                "type": "array",
                "items": {
                  "$ref": "#/definitions/optionValue"
                },
                "uniqueItems": true,
                "description": "The values of the options chosen initially.",
                "markdownDescription": "The `value`s of the options chosen initially."
              },
              "placeholder": {
                "$ref": "#/definitions/text",
                "description": "What the style: list row shows while nothing is chosen.",
                "markdownDescription": "What the `style: list` row shows while nothing is chosen."
              },
              "components": false,
              "fill_on_focus": false,
              "mask": false,
              "complete": false,
              "none_row": false,
              "normalize": false,
              "reveal_toggle": false,
              "separator": false,
              "show_count": false,
              "lookup": false,
              "format": false,
              "style": {
                "enum": [
                  "rows",
                  "list"
                ],
                "description": "A multi_select: check rows in the form (rows, default) or one row that pushes a list (list).",
                "markdownDescription": "A multi_select: check rows in the form (`rows`, default) or one row that pushes a list (`list`)."
              },
              "date_only_when": false
            },
            "required": [
              "options"
            ]
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "checkbox"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "placeholder": false,
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "min": false,
              "max": false,
              "keyboard_type": false,
              "content_type": false,
              "autocapitalization": false,
              "autocorrection": false,
              "return_key": false,
              "secure": false,
              "toolbar": false,
              "options": false,
              "parent": false,
              "mode": false,
              "same_as": false,
              "custom": false,
              "min_count": false,
              "max_count": false,
              "step": false,
              "show_value": false,
              "style": false,
              "default": {
                "type": "boolean",
                "description": "Whether the box is checked initially (true / false).",
                "markdownDescription": "Whether the box is checked initially (`true` / `false`)."
              },
              "components": false,
              "fill_on_focus": false,
              "mask": false,
              "complete": false,
              "none_row": false,
              "normalize": false,
              "reveal_toggle": false,
              "separator": false,
              "show_count": false,
              "lookup": false,
              "format": false,
              "hide_label": false,
              "date_only_when": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "stepper"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "required": false,
              "placeholder": false,
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "keyboard_type": false,
              "content_type": false,
              "autocapitalization": false,
              "autocorrection": false,
              "return_key": false,
              "secure": false,
              "toolbar": false,
              "options": false,
              "parent": false,
              "mode": false,
              "same_as": false,
              "custom": false,
              "min_count": false,
              "max_count": false,
              "show_value": false,
              "style": false,
              "default": {
                "type": "integer",
                "description": "The initial value (default: min).",
                "markdownDescription": "The initial value (default: `min`)."
              },
              "min": {
                "$ref": "#/definitions/controlRuleInteger",
                "description": "The least value (default 0), or { value, message }.",
                "markdownDescription": "The least value (default 0), or `{ value, message }`."
              },
              "max": {
                "$ref": "#/definitions/controlRuleInteger",
                "description": "The greatest value (default 100), or { value, message }.",
                "markdownDescription": "The greatest value (default 100), or `{ value, message }`."
              },
              "step": {
                "type": "integer",
                "minimum": 1,
                "description": "How far one tap moves (default 1).",
                "markdownDescription": "How far one tap moves (default 1)."
              },
              "components": false,
              "fill_on_focus": false,
              "mask": false,
              "complete": false,
              "none_row": false,
              "normalize": false,
              "reveal_toggle": false,
              "separator": false,
              "show_count": false,
              "lookup": false,
              "date_only_when": false
            }
          }
        },
        {
          "if": {
            "properties": {
              "kind": {
                "const": "slider"
              }
            },
            "required": [
              "kind"
            ]
          },
          "then": {
            "properties": {
              "required": false,
              "placeholder": false,
              "min_length": false,
              "max_length": false,
              "pattern": false,
              "keyboard_type": false,
              "content_type": false,
              "autocapitalization": false,
              "autocorrection": false,
              "return_key": false,
              "secure": false,
              "toolbar": false,
              "options": false,
              "parent": false,
              "mode": false,
              "same_as": false,
              "custom": false,
              "min_count": false,
              "max_count": false,
              "style": false,
              "default": {
                "type": "number",
                "description": "The initial value (default: min).",
                "markdownDescription": "The initial value (default: `min`)."
              },
              "min": {
                "$ref": "#/definitions/controlRuleNumber",
                "description": "The least value, or { value, message }.",
                "markdownDescription": "The least value, or `{ value, message }`."
              },
              "max": {
                "$ref": "#/definitions/controlRuleNumber",
                "description": "The greatest value, or { value, message }.",
                "markdownDescription": "The greatest value, or `{ value, message }`."
              },
              "components": false,
              "fill_on_focus": false,
              "mask": false,
              "complete": false,
              "none_row": false,
              "normalize": false,
              "reveal_toggle": false,
              "separator": false,
              "show_count": false,
              "lookup": false,
              "date_only_when": false
            },
            "required": [
              "min",
              "max"
            ]
          }
        }
      ],
      "defaultSnippets": [
        {
          "label": "text field",
          "description": "A text field: id, kind, label.",
          "markdownDescription": "A text field: id, kind, label.",
          "body": {
            "id": "${1:name}",
            "kind": "text",
            "label": "${2:Name}"
          }
        },
        {
          "label": "required text field",
          "description": "A text field the form cannot be submitted without.",
          "markdownDescription": "A text field the form cannot be submitted without.",
          "body": {
            "id": "${1:name}",
            "kind": "text",
            "label": "${2:Name}",
            "required": true
          }
        },
        {
          "label": "email field",
          "description": "An email field (email keyboard, autofill).",
          "markdownDescription": "An email field (email keyboard, autofill).",
          "body": {
            "id": "${1:email}",
            "kind": "email",
            "label": "${2:Email}"
          }
        },
        {
          "label": "picker field",
          "description": "A picker over a named option list of options:.",
          "markdownDescription": "A picker over a named option list of `options:`.",
          "body": {
            "id": "${1:field}",
            "kind": "picker",
            "label": "${2:Label}",
            "options": "${3:list}"
          }
        },
        {
          "label": "date field",
          "description": "A date field (a date picker as its input view).",
          "markdownDescription": "A date field (a date picker as its input view).",
          "body": {
            "id": "${1:date}",
            "kind": "date",
            "label": "${2:Date}"
          }
        },
        {
          "label": "toggle field",
          "description": "A switch.",
          "markdownDescription": "A switch.",
          "body": {
            "id": "${1:agrees}",
            "kind": "toggle",
            "label": "${2:I agree}"
          }
        }
      ]
    },
    "validationTiming": {
      "type": "string",
      "enum": [
        "submit",
        "end_editing",
        "typing"
      ],
      "description": "When a field's issues are first shown: on submit, when it ends editing, or as the user types. Once shown, they follow the values.",
      "markdownDescription": "When a field's issues are first shown: on submit, when it ends editing, or as the user types. Once shown, they follow the values."
    },
    "relativeDay": {
      "type": "string",
      "pattern": "^ *today( *[+-] *[0-9]{1,9} +(days?|weeks?|months?|years?))? *$",
      "description": "A date relative to the day the form is used: today, today + 2 days, today - 18 years (days, weeks, months, years).",
      "markdownDescription": "A date relative to the day the form is used: `today`, `today + 2 days`, `today - 18 years` (days, weeks, months, years)."
    },
    "relativeDateTime": {
      "type": "string",
      "pattern": "^ *(today( *[+-] *[0-9]{1,9} +(days?|weeks?|months?|years?))?|now( *[+-] *[0-9]{1,9} +(minutes?|hours?|days?|weeks?|months?|years?))?) *$",
      "description": "A date and time relative to when the form is used: now + 1 hour, today + 1 week (from now also hours and minutes).",
      "markdownDescription": "A date and time relative to when the form is used: `now + 1 hour`, `today + 1 week` (from `now` also hours and minutes)."
    },
    "ruleFieldBound": {
      "type": "object",
      "description": "A bound given by another field of the same kind (and date mode): { field: start_date, message: … }; skipped while that field is empty.",
      "markdownDescription": "A bound given by another field of the same kind (and date mode): `{ field: start_date, message: … }`; skipped while that field is empty.",
      "properties": {
        "field": {
          "$ref": "#/definitions/identifier",
          "description": "The id of the bounding field.",
          "markdownDescription": "The id of the bounding field."
        },
        "message": {
          "$ref": "#/definitions/text",
          "description": "The message shown when the rule fails (a text: literal or localized).",
          "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
        }
      },
      "required": [
        "field"
      ],
      "additionalProperties": false
    },
    "customRule": {
      "description": "An app rule: its name, or { name, message }.",
      "markdownDescription": "An app rule: its name, or `{ name, message }`.",
      "anyOf": [
        {
          "$ref": "#/definitions/identifier"
        },
        {
          "type": "object",
          "properties": {
            "name": {
              "$ref": "#/definitions/identifier",
              "description": "The rule's name: the app implements static func passes<Name>(_:) -> Bool.",
              "markdownDescription": "The rule's name: the app implements `static func passes<Name>(_:) -> Bool`."
            },
            "message": {
              "$ref": "#/definitions/text",
              "description": "The message shown when the rule fails (a text: literal or localized).",
              "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
            }
          },
          "required": [
            "name"
          ],
          "additionalProperties": false
        }
      ]
    },
    "condition": {
      "type": "object",
      "description": "A condition over the form's values: { field, <operator>: value } with one operator, or all, any (lists) or not.",
      "markdownDescription": "A condition over the form's values: `{ field, <operator>: value }` with one operator, or `all`, `any` (lists) or `not`.",
      "oneOf": [
        {
          "properties": {
            "field": {
              "$ref": "#/definitions/identifier",
              "description": "The id of the field whose value is tested.",
              "markdownDescription": "The id of the field whose value is tested."
            },
            "equals": {
              "type": [
                "string",
                "number",
                "boolean"
              ],
              "description": "Holds when the value equals this one (an option value, true or false, a number, a text).",
              "markdownDescription": "Holds when the value equals this one (an option value, true or false, a number, a text)."
            },
            "not_equals": {
              "type": [
                "string",
                "number",
                "boolean"
              ],
              "description": "Holds when the value differs from this one.",
              "markdownDescription": "Holds when the value differs from this one."
            },
            "in": {
              "type": "array",
              "items": {
                "type": [
                  "string",
                  "number",
                  "boolean"
                ]
              },
              "minItems": 1,
              "description": "Holds when the value is one of these.",
              "markdownDescription": "Holds when the value is one of these."
            },
            "not_in": {
              "type": "array",
              "items": {
                "type": [
                  "string",
                  "number",
                  "boolean"
                ]
              },
              "minItems": 1,
              "description": "Holds when the value is none of these.",
              "markdownDescription": "Holds when the value is none of these."
            },
            "empty": {
              "type": "boolean",
              "description": "true: holds when the field is empty (blank text, no choice); false: when it is not.",
              "markdownDescription": "true: holds when the field is empty (blank text, no choice); false: when it is not."
            },
            "less_than": {
              "type": [
                "string",
                "number",
                "boolean"
              ],
              "description": "Numbers and dates: holds when the value is set and less than this one.",
              "markdownDescription": "Numbers and dates: holds when the value is set and less than this one."
            },
            "at_most": {
              "type": [
                "string",
                "number",
                "boolean"
              ],
              "description": "Numbers and dates: holds when the value is set and at most this one.",
              "markdownDescription": "Numbers and dates: holds when the value is set and at most this one."
            },
            "greater_than": {
              "type": [
                "string",
                "number",
                "boolean"
              ],
              "description": "Numbers and dates: holds when the value is set and greater than this one.",
              "markdownDescription": "Numbers and dates: holds when the value is set and greater than this one."
            },
            "at_least": {
              "type": [
                "string",
                "number",
                "boolean"
              ],
              "description": "Numbers and dates: holds when the value is set and at least this one.",
              "markdownDescription": "Numbers and dates: holds when the value is set and at least this one."
            }
          },
          "required": [
            "field"
          ],
          "minProperties": 2,
          "maxProperties": 2,
          "additionalProperties": false
        },
        {
          "properties": {
            "all": {
              "type": "array",
              "items": {
                "$ref": "#/definitions/condition"
              },
              "minItems": 1,
              "description": "Holds when every condition holds.",
              "markdownDescription": "Holds when every condition holds."
            }
          },
          "required": [
            "all"
          ],
          "additionalProperties": false
        },
        {
          "properties": {
            "any": {
              "type": "array",
              "items": {
                "$ref": "#/definitions/condition"
              },
              "minItems": 1,
              "description": "Holds when one of the conditions holds.",
              "markdownDescription": "Holds when one of the conditions holds."
            }
          },
          "required": [
            "any"
          ],
          "additionalProperties": false
        },
        {
          "properties": {
            "not": {
              "$ref": "#/definitions/condition",
              "description": "Holds when the condition does not.",
              "markdownDescription": "Holds when the condition does not."
            }
          },
          "required": [
            "not"
          ],
          "additionalProperties": false
        }
      ]
    },
    "section": {
      "type": "object",
      "description": "A section: its fields, in form order, under an optional header and above an optional footer.",
      "markdownDescription": "A section: its fields, in form order, under an optional header and above an optional footer.",
      "properties": {
        "id": {
          "$ref": "#/definitions/identifier",
          "description": "Unique among the sections; the Section enum's case, usable in conditions.",
          "markdownDescription": "Unique among the sections; the `Section` enum's case, usable in conditions."
        },
        "header": {
          "$ref": "#/definitions/text",
          "description": "Shown above the section's fields.",
          "markdownDescription": "Shown above the section's fields."
        },
        "intro": {
          "$ref": "#/definitions/text",
          "description": "A paragraph under the header, above the section's fields.",
          "markdownDescription": "A paragraph under the header, above the section's fields."
        },
        "footer": {
          "$ref": "#/definitions/text",
          "description": "Shown below the section's fields.",
          "markdownDescription": "Shown below the section's fields."
        },
        "visible_when": {
          "$ref": "#/definitions/condition",
          "description": "The section and its fields are shown only while this holds.",
          "markdownDescription": "The section and its fields are shown only while this holds."
        },
        "enabled_when": {
          "$ref": "#/definitions/condition",
          "description": "The section's fields can be edited only while this holds.",
          "markdownDescription": "The section's fields can be edited only while this holds."
        },
        "fields": {
          "type": "array",
          "items": {
            "$ref": "#/definitions/field"
          },
          "minItems": 1,
          "description": "The section's fields, in form order.",
          "markdownDescription": "The section's fields, in form order."
        }
      },
      "required": [
        "id",
        "fields"
      ],
      "additionalProperties": false
    },
    "textTransform": {
      "type": "string",
      "enum": [
        "halfwidth",
        "fullwidth_katakana",
        "katakana",
        "hiragana",
        "halfwidth_katakana",
        "trim",
        "uppercase",
        "lowercase"
      ],
      "description": "A rewrite of normalize: full-width ASCII → half-width, half-width katakana → full-width, hiragana → katakana, katakana → hiragana (hiragana), kana → the half-width katakana of bank account names (halfwidth_katakana), trim, upper or lower case.",
      "markdownDescription": "A rewrite of `normalize`: full-width ASCII → half-width, half-width katakana → full-width, hiragana → katakana, katakana → hiragana (`hiragana`), kana → the half-width katakana of bank account names (`halfwidth_katakana`), trim, upper or lower case."
    },
    "controlRuleInteger": {
      "description": "An integer bound, or { value, message }. A control's range: never given by a field.",
      "markdownDescription": "An integer bound, or `{ value, message }`. A control's range: never given by a field.",
      "anyOf": [
        {
          "type": "integer"
        },
        {
          "type": "object",
          "description": "The rule's value with the message shown when it fails.",
          "markdownDescription": "The rule's value with the message shown when it fails.",
          "properties": {
            "value": {
              "type": "integer",
              "description": "The rule's value.",
              "markdownDescription": "The rule's value."
            },
            "message": {
              "$ref": "#/definitions/text",
              "description": "The message shown when the rule fails (a text: literal or localized).",
              "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
            }
          },
          "required": [
            "value"
          ],
          "additionalProperties": false
        }
      ]
    },
    "controlRuleNumber": {
      "description": "A numeric bound, or { value, message }. A control's range: never given by a field.",
      "markdownDescription": "A numeric bound, or `{ value, message }`. A control's range: never given by a field.",
      "anyOf": [
        {
          "type": "number"
        },
        {
          "type": "object",
          "description": "The rule's value with the message shown when it fails.",
          "markdownDescription": "The rule's value with the message shown when it fails.",
          "properties": {
            "value": {
              "type": "number",
              "description": "The rule's value.",
              "markdownDescription": "The rule's value."
            },
            "message": {
              "$ref": "#/definitions/text",
              "description": "The message shown when the rule fails (a text: literal or localized).",
              "markdownDescription": "The message shown when the rule fails (a text: literal or localized)."
            }
          },
          "required": [
            "value"
          ],
          "additionalProperties": false
        }
      ]
    },
    "normalizeRewrite": {
      "oneOf": [
        {
          "$ref": "#/definitions/textTransform"
        },
        {
          "type": "object",
          "properties": {
            "zero_pad": {
              "type": "integer",
              "minimum": 1,
              "maximum": 32
            }
          },
          "required": [
            "zero_pad"
          ],
          "additionalProperties": false
        }
      ]
    },
    "requiredMarks": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "asterisk",
            "kome",
            "badge"
          ]
        },
        {
          "type": "object",
          "properties": {
            "style": {
              "enum": [
                "asterisk",
                "kome",
                "badge"
              ],
              "description": "asterisk ( * after the label), kome ( ※ after the label) or badge (a small 必須 / Required badge).",
              "markdownDescription": "`asterisk` (` *` after the label), `kome` (` ※` after the label) or `badge` (a small `必須` / `Required` badge)."
            },
            "optional": {
              "type": "boolean",
              "description": "badge only: fields that are not required get an 任意 / Optional badge.",
              "markdownDescription": "`badge` only: fields that are not required get an `任意` / `Optional` badge."
            },
            "legend": {
              "anyOf": [
                {
                  "type": "boolean"
                },
                {
                  "$ref": "#/definitions/text"
                }
              ],
              "description": "true: the built-in legend above the fields (※は必須項目です …); or the legend's own text.",
              "markdownDescription": "`true`: the built-in legend above the fields (`※は必須項目です` …); or the legend's own text."
            }
          },
          "required": [
            "style"
          ],
          "additionalProperties": false,
          "if": {
            "properties": {
              "optional": {
                "const": true
              }
            },
            "required": [
              "optional"
            ]
          },
          "then": {
            "properties": {
              "style": {
                "const": "badge"
              }
            }
          }
        }
      ],
      "description": "How required fields are marked.",
      "markdownDescription": "How required fields are marked."
    }
  },
  "oneOf": [
    {
      "required": [
        "fields"
      ]
    },
    {
      "required": [
        "sections"
      ]
    }
  ],
  "defaultSnippets": [
    {
      "label": "new form",
      "description": "A new spec: format version, form name, one field.",
      "markdownDescription": "A new spec: format version, form name, one field.",
      "body": {
        "formc": 1,
        "form": "${1:SignUp}",
        "fields": [
          {
            "id": "${2:name}",
            "kind": "text",
            "label": "${3:Name}"
          }
        ]
      }
    }
  ]
}
"""## + "\n"
}
