package org.tabula.hal;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * hal's main code reads tabula.conf with Jackson's TOML parser and tree nodes alone: an
 * ObjectMapper (TomlMapper is one) loads some 480 classes of serializers, deserializers and
 * introspection that stay in the service's memory, which must peak under 64 MB on the Pi.
 */
@AnalyzeClasses(packages = "org.tabula.hal", importOptions = ImportOption.DoNotIncludeTests.class)
class NoObjectMapperTest {
    @ArchTest
    static final ArchRule noMappersReadersOrWriters = noClasses().should().dependOnClassesThat(
            assignableTo(ObjectMapper.class).or(assignableTo(ObjectReader.class)).or(assignableTo(ObjectWriter.class)));

    /** A node's JSON text comes from databind's internal ObjectMapper. */
    @ArchTest
    static final ArchRule noJsonTextOfNodes = noClasses().should().callMethodWhere(DescribedPredicate.describe(
            "a JsonNode's toString() or toPrettyString()",
            (JavaMethodCall call) -> call.getTarget().getOwner().isAssignableTo(JsonNode.class)
                    && Set.of("toString", "toPrettyString").contains(call.getName())));
}
