// The stories' English texts found in another language (texts.mjs): no browser needed.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { textsOf, translate, translateOrKeep } from './texts.mjs';

const si = textsOf('si');
const ta = textsOf('ta');

describe("the stories' English texts in Sinhala and Tamil", () => {
  test('a whole text is the same key in the language', () => {
    assert.equal(translate('Post Job', 'si'), si.get('common:header.postJob'));
    assert.equal(translate('Open menu', 'ta', { exact: true }), ta.get('common:nav.openMenu'));
  });

  test("a template's values go into the language's template", () => {
    const template = si.get('common:header.accountMenu');
    assert.equal(translate('Account menu for Nimal Perera', 'si'), template.replace('{{name}}', 'Nimal Perera'));
  });

  test('a pattern stands for the texts whose English it matches', () => {
    const pattern = translate(/^Open menu$/, 'si');
    assert.ok(pattern instanceof RegExp);
    assert.match(si.get('common:nav.openMenu'), pattern);
  });

  test('what is no text of the interface is left as it is, and English is the same', () => {
    assert.equal(translate('Ward Nurse Kabcdfghj', 'si'), 'Ward Nurse Kabcdfghj');
    assert.equal(translate('Post Job', 'en'), 'Post Job');
  });

  test("a locator finds the language's text or the English one, once translated", () => {
    const either = translateOrKeep('Post Job', 'si', { exact: true });
    assert.match(si.get('common:header.postJob'), either);
    assert.match('Post Job', either);
    assert.doesNotMatch('Post Job now', either);
    assert.equal(translateOrKeep(either, 'si'), either);
  });
});
