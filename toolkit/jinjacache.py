"""Compiled Jinja templates shared by every environment of one process.

Each language's page rendering and each language's MkDocs build creates a fresh Jinja environment
for the same templates; compiling them again is most of a small build's time.
"""

from __future__ import annotations

import jinja2
import jinja2.bccache


class MemoryBytecodeCache(jinja2.BytecodeCache):
    """Buckets are checked against the template source, so a changed template is recompiled."""

    def __init__(self) -> None:
        self._store: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        data = self._store.get(bucket.key)
        if data is not None:
            bucket.bytecode_from_string(data)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self._store[bucket.key] = bucket.bytecode_to_string()


COMPILED = MemoryBytecodeCache()
TEMPLATE_LISTS: dict[tuple, list[str]] = {}


def shared_env(get_env):
    """Wrap MkDocs' ``Theme.get_env``: reuse compiled templates and the theme's file listing."""

    def get_cached_env() -> jinja2.Environment:
        env = get_env()
        env.bytecode_cache = COMPILED
        loader = env.loader
        if isinstance(loader, jinja2.FileSystemLoader):
            key = tuple(loader.searchpath)
            list_templates = loader.list_templates

            def cached_list_templates() -> list[str]:
                if key not in TEMPLATE_LISTS:
                    TEMPLATE_LISTS[key] = list_templates()
                return list(TEMPLATE_LISTS[key])

            loader.list_templates = cached_list_templates
        return env

    return get_cached_env
