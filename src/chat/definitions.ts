import { CHAT_TYPE_NAMES } from './types.ts';

/** Discord's application command option types used here. */
const STRING = 3;
const CHAT_INPUT = 1;

const typeOption = (required: boolean, description: string) => ({
  type: STRING,
  name: 'type',
  description,
  required,
  choices: CHAT_TYPE_NAMES.map((name) => ({ name, value: name })),
});

const nameOption = {
  type: STRING,
  name: 'name',
  description: 'Component name (or category/name)',
  required: true,
  max_length: 100,
};

/** The five slash commands, as `PUT /applications/{id}/commands` takes them. */
export function commandDefinitions() {
  return [
    {
      type: CHAT_INPUT,
      name: 'search',
      description: 'Search components by name or category',
      options: [
        { type: STRING, name: 'query', description: 'Words to look for in names and categories', required: true, max_length: 100 },
        typeOption(false, 'Only this type of component'),
      ],
    },
    {
      type: CHAT_INPUT,
      name: 'info',
      description: 'Show the details of a component',
      options: [nameOption, typeOption(false, 'Type of the component (omit to search every type)')],
    },
    {
      type: CHAT_INPUT,
      name: 'install',
      description: 'Show the command that installs a component',
      options: [nameOption, typeOption(false, 'Type of the component (omit to search every type)')],
    },
    {
      type: CHAT_INPUT,
      name: 'popular',
      description: 'The most downloaded component of a type',
      options: [typeOption(true, 'Type of component')],
    },
    {
      type: CHAT_INPUT,
      name: 'random',
      description: 'A random component of a type',
      options: [typeOption(true, 'Type of component')],
    },
  ];
}
