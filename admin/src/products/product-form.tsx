// The product's form, for a new product and an existing one: names and texts in Polish, English and French side by
// side (Polish required), the tabs with their order, where it is listed, what it is shown with, and when it is
// published, and its photos and files from the media library in their order.
import type { ReactElement } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  TranslatableInputs,
  useTranslate,
} from 'react-admin';
import { PRODUCT_TAB_TYPES } from '@ergoforma/shared-contracts';
import { OrderedArrayInput } from '../forms/ordered-array-input';
import { OrderedChoices } from '../forms/ordered-choices';
import { MediaPickerInput } from '../media/media-picker-input';
import { RichTextInput } from './lazy-rich-text-input';
import { LOCALES, type FormBlock } from './product-record';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugRule = (value: unknown) =>
  typeof value === 'string' && !SLUG.test(value) ? 'app.products.slug_rule' : undefined;
const httpsRule = (value: unknown) =>
  typeof value === 'string' && value !== '' && !value.startsWith('https://') ? 'app.products.https_rule' : undefined;
const TAB_CHOICES = PRODUCT_TAB_TYPES.map((type) => ({ id: type, name: `app.products.tab_types.${type}` }));
const searchByName = (q: string) => ({ q });
// react-admin shows a row's move and remove buttons on hover only: hidden, a keyboard never reaches them.
const ROW_BUTTONS_SHOWN = { [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } } as const;

/**
 * The imported catalogue's photos or files (not in the library): shown while there are any, to keep or remove. Read
 * only, not disabled: react-hook-form leaves disabled fields out of what the form saves.
 */
function OtherParts({ source, label }: { source: 'otherImages' | 'otherFiles'; label: string }) {
  return (
    <FormDataConsumer<Partial<Record<typeof source, unknown[]>>>>
      {({ formData }) =>
        (formData[source]?.length ?? 0) > 0 && (
          <ArrayInput source={source} label={label}>
            <SimpleFormIterator inline disableAdd disableReordering disableClear sx={ROW_BUTTONS_SHOWN}>
              <TextInput source="translations.pl.name" label="app.products.name_pl" readOnly />
              <TextInput source="url" label="app.products.url" readOnly />
            </SimpleFormIterator>
          </ArrayInput>
        )
      }
    </FormDataConsumer>
  );
}

export function ProductForm({ defaultValues, toolbar }: { defaultValues?: () => object; toolbar?: ReactElement }) {
  const translate = useTranslate();
  // A tab is called by its Polish name, or its type while it has none.
  const tabName = ({ texts, type }: Partial<FormBlock>) =>
    texts?.name?.pl || translate(`app.products.tab_types.${type ?? ''}`);
  return (
    // Six tabs are wider than a phone: they scroll instead of widening the page.
    <TabbedForm
      defaultValues={defaultValues}
      toolbar={toolbar}
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
    >
      <TabbedForm.Tab label="app.products.main">
        <TextInput source="name" validate={required()} helperText="forms.model_name_help" />
        <TextInput source="slug" validate={[required(), slugRule]} />
        <TranslatableInputs locales={[...LOCALES]} defaultLocale="pl" fullWidth>
          <RichTextInput source="texts.shortDescription" />
          <TextInput source="texts.seoTitle" />
          <TextInput source="texts.seoDescription" multiline />
        </TranslatableInputs>
        <DateTimeInput source="published" validate={required()} helperText="app.products.published_help" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.products.tabs">
        <OrderedArrayInput<FormBlock>
          source="blocks"
          label="app.products.tabs"
          nameOf={tabName}
          newItem={() => ({ type: 'product_description', texts: {} })}
          removable
        >
          {/* Inside the list react-admin would label these by their path ("Texts name"): the product's labels. */}
          <SelectInput
            source="type"
            label="resources.products.fields.type"
            choices={TAB_CHOICES}
            validate={required()}
          />
          <TranslatableInputs locales={[...LOCALES]} defaultLocale="pl" fullWidth>
            <TextInput source="texts.name" label="resources.products.fields.texts.name" />
            <RichTextInput source="texts.content" label="resources.products.fields.texts.content" />
          </TranslatableInputs>
        </OrderedArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.products.listing">
        <ReferenceInput source="category" reference="category-choices">
          <AutocompleteInput validate={required()} filterToQuery={searchByName} />
        </ReferenceInput>
        <ReferenceArrayInput source="categories" reference="category-choices">
          <AutocompleteArrayInput filterToQuery={searchByName} />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="tags" reference="tag-choices">
          <AutocompleteArrayInput filterToQuery={searchByName} />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="patternCollections" reference="pattern-collection-choices">
          <AutocompleteArrayInput filterToQuery={searchByName} />
        </ReferenceArrayInput>
        <OrderedChoices
          source="patternCollections"
          reference="pattern-collection-choices"
          label="resources.products.fields.patternCollections"
        />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.products.related">
        <BooleanInput source="showSimilarProducts" />
        <ReferenceArrayInput source="similarProducts" reference="product-choices">
          <AutocompleteArrayInput filterToQuery={searchByName} />
        </ReferenceArrayInput>
        <OrderedChoices
          source="similarProducts"
          reference="product-choices"
          label="resources.products.fields.similarProducts"
        />
        <ReferenceInput source="relatedProduct" reference="product-choices">
          <AutocompleteInput filterToQuery={searchByName} />
        </ReferenceInput>
        <NumberInput source="relationPosition" min={0} step={1} />
        <TranslatableInputs locales={[...LOCALES]} defaultLocale="pl" fullWidth>
          <TextInput source="texts.relationLabel" />
        </TranslatableInputs>
        <TextInput source="configuratorUrl" validate={httpsRule} type="url" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.products.photos">
        <OtherParts source="otherImages" label="app.products.other_photos" />
        <MediaPickerInput source="photos" label="app.products.photos" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.products.files">
        <OtherParts source="otherFiles" label="app.products.other_files" />
        <MediaPickerInput source="documents" kind="document" label="app.products.files" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
